/** The worker the build writes (build/service-worker.ts), for the whole site. */
export const WORKER_URL = '/sw.js';

/** The message Workbox's worker waits for before it takes over (`registerType: 'prompt'`). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export interface WorkerDeps {
  container: ServiceWorkerContainer;
  /** Reloads the page into the new version once it has taken over. */
  reload: () => void;
  /** Asks whether to reload into a new version (update-prompt.ts). */
  askToReload: () => Promise<boolean>;
}

/**
 * Registers the worker. A new version installs beside the running one and waits: it takes over
 * only when the person accepts the reload (SKIP_WAITING); every page it then controls reloads
 * into it, so no open page goes on with files the new version no longer keeps. Declined, the new
 * version waits until every page of the app is closed, as browsers do.
 */
export async function registerWorker({
  container,
  reload,
  askToReload,
}: WorkerDeps): Promise<ServiceWorkerRegistration> {
  // Without a controller this is the first install: nothing to replace, nothing to reload.
  const updating = container.controller !== null;
  let asked = false;
  const offer = (worker: ServiceWorker) => {
    if (asked) return;
    asked = true;
    void askToReload().then((accepted) => {
      if (accepted) worker.postMessage(SKIP_WAITING);
      else asked = false;
    });
  };
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    reload();
  });
  const registration = await container.register(WORKER_URL, { scope: '/' });
  if (registration.waiting && updating) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller !== null) offer(installing);
    });
  });
  return registration;
}
