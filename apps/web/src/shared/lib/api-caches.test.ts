import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@vaga/contract';
import { API_CACHES, clearApiCaches } from './api-caches.ts';
import { logout } from './session-actions.ts';
import { clearToken, setToken } from './session.ts';

/** Cache Storage holding the API caches and the precache, recording deletions. */
function fakeCaches() {
  const names = new Set<string>([...Object.values(API_CACHES), 'workbox-precache-v2']);
  return {
    names,
    delete: vi.fn(async (name: string) => names.delete(name)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the API caches of the service worker', () => {
  it('are all deleted, and the precached app shell is kept', async () => {
    const storage = fakeCaches();
    await clearApiCaches(storage as unknown as CacheStorage);
    expect([...storage.names]).toEqual(['workbox-precache-v2']);
  });

  it('are nothing to delete in a browser without Cache Storage', async () => {
    await expect(clearApiCaches(undefined)).resolves.toBeUndefined();
  });

  it('go when the session ends here (a 401, another tab), not while nobody was logged in', async () => {
    const storage = fakeCaches();
    vi.stubGlobal('caches', storage);
    clearToken();
    expect(storage.delete).not.toHaveBeenCalled();
    setToken('t-1');
    clearToken();
    await vi.waitFor(() => expect(storage.names.has(API_CACHES.personal)).toBe(false));
    expect(storage.names.has(API_CACHES.public)).toBe(false);
  });

  it('are gone when the logout leaves for the provider, even if the server cannot be reached', async () => {
    for (const answer of [
      () => Promise.resolve(new Response(JSON.stringify({ logoutUrl: 'https://id.example/end' }))),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const storage = fakeCaches();
      vi.stubGlobal('caches', storage);
      const fetch = vi.fn(answer);
      vi.stubGlobal('fetch', fetch);
      const assign = vi.fn(() => {
        expect(storage.names.size).toBe(1);
      });
      vi.spyOn(window, 'location', 'get').mockReturnValue({
        ...window.location,
        assign,
      } as Location);
      setToken('t-1');
      await logout();
      expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(PATHS.logout);
      expect([...storage.names]).toEqual(['workbox-precache-v2']);
      vi.restoreAllMocks();
    }
  });
});
