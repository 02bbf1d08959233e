import type { Plugin } from 'vite';

/** The file the service worker loads with `importScripts` (Workbox's generateSW writes sw.js). */
export const PUSH_WORKER_FILE = 'push-worker.js';

/** What of the service worker's global scope the push handlers use. */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly PushWorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push' | 'notificationclick', listener: (event: never) => void): void;
}

export interface PushWorkerClient {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * The push handlers of the service worker. `push`: shows the notification the server
 * sent (`{ title, body, url, tag }`, already in the person's language), with the app's icon; a
 * repeat with the same tag replaces it. `notificationclick`: focuses an open window of the app
 * and takes it to the notification's screen, else opens one there; only a path of the app's own
 * origin is followed (anything else opens the home).
 *
 * Serialised into push-worker.js: it must use nothing from around it.
 */
export const installPushHandlers = (scope: PushWorkerScope): void => {
  const ICON = '/icons/icon-192.png';
  const HOME = '/';
  const sameOriginPath = (value: unknown): string => {
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return HOME;
    try {
      const url = new URL(value, scope.location.origin);
      return url.origin === scope.location.origin ? url.pathname + url.search + url.hash : HOME;
    } catch {
      return HOME;
    }
  };
  const text = (value: unknown, fallback: string): string =>
    typeof value === 'string' ? value : fallback;

  interface PushEventLike {
    data: { json(): unknown } | null;
    waitUntil(promise: Promise<unknown>): void;
  }
  interface ClickEventLike {
    notification: { data: unknown; close(): void };
    waitUntil(promise: Promise<unknown>): void;
  }

  scope.addEventListener('push', ((event: PushEventLike) => {
    let payload: Record<string, unknown> = {};
    try {
      const data = event.data?.json();
      if (data && typeof data === 'object') payload = data as Record<string, unknown>;
    } catch {
      // Not JSON: the generic title below.
    }
    const options: Record<string, unknown> = {
      body: text(payload.body, ''),
      icon: ICON,
      badge: ICON,
      data: { url: sameOriginPath(payload.url) },
    };
    if (typeof payload.tag === 'string' && payload.tag !== '') options.tag = payload.tag;
    event.waitUntil(scope.registration.showNotification(text(payload.title, 'Vaga'), options));
  }) as (event: never) => void);

  scope.addEventListener('notificationclick', ((event: ClickEventLike) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const path = sameOriginPath(data?.url);
    const target = new URL(path, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
        if (open) {
          await open.focus();
          if (open.navigate) {
            try {
              await open.navigate(target);
              return;
            } catch {
              // A window the worker does not control cannot be moved: open one instead.
            }
          } else if (open.url === target) {
            return;
          }
        }
        await scope.clients.openWindow(target);
      })(),
    );
  }) as (event: never) => void);
};

/** push-worker.js: the handlers, run on the service worker's `self`. */
export function pushWorkerSource(): string {
  return `(${installPushHandlers.toString()})(self);\n`;
}

/** Writes push-worker.js beside sw.js (the worker imports it: serviceWorkerOptions). */
export function pushWorker(): Plugin {
  return {
    name: 'vaga-push-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: pushWorkerSource() });
    },
  };
}
