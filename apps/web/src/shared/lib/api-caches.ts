/**
 * The service worker's caches of API answers (apps/web/build/service-worker.ts): public answers
 * (references, job classes, vacancies) and the logged-in seeker's own (favourites). Both go when
 * the session ends, so nothing of a person outlives a logout on this device.
 */
export const API_CACHES = {
  public: 'vaga-api-public',
  personal: 'vaga-api-personal',
} as const;

/** Deletes the API caches; a browser without Cache Storage has none to delete. */
export async function clearApiCaches(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  await Promise.all(
    Object.values(API_CACHES).map((name) => storage.delete(name).catch(() => false)),
  );
}
