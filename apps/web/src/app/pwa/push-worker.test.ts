import { describe, expect, it } from 'vitest';
import {
  PUSH_WORKER_FILE,
  installPushHandlers,
  pushWorkerSource,
  type PushWorkerClient,
  type PushWorkerScope,
} from '../../../build/push-worker.ts';
import { serviceWorkerOptions } from '../../../build/service-worker.ts';
import { manifestFor } from '../../../build/manifests.ts';

const ORIGIN = 'https://vaga.example';

/** A service worker's global scope as the handlers see it, recording what they do. */
function workerScope(windows: PushWorkerClient[] = []) {
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const listeners = new Map<string, (event: never) => void>();
  const scope: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  const dispatch = async (type: 'push' | 'notificationclick', event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === null ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
    });
  const click = async (data: unknown) => {
    let closed = false;
    await dispatch('notificationclick', { notification: { data, close: () => (closed = true) } });
    return closed;
  };
  return { scope, shown, opened, push, click, listeners };
}

/** An open window of the app, recording focus and navigation. */
function appWindow(url: string, controlled = true) {
  const calls: string[] = [];
  const client: PushWorkerClient = {
    url,
    focus: async () => calls.push('focus'),
    ...(controlled
      ? { navigate: async (to: string) => calls.push(`navigate ${to}`) }
      : {
          navigate: async () => {
            throw new TypeError('not controlled');
          },
        }),
  };
  return { client, calls };
}

describe('the service worker shows a push', () => {
  it('with the payload’s title, body and tag, and the manifests’ icon', async () => {
    const w = workerScope();
    installPushHandlers(w.scope);
    await w.push({
      title: 'Entrevista marcada: Empregado de mesa',
      body: 'A entrevista foi marcada para 2026/12/20 15:30.',
      url: '/interview/details/abc',
      tag: 'notification-7',
    });
    expect(w.shown).toEqual([
      {
        title: 'Entrevista marcada: Empregado de mesa',
        options: {
          body: 'A entrevista foi marcada para 2026/12/20 15:30.',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          tag: 'notification-7',
          data: { url: '/interview/details/abc' },
        },
      },
    ]);
    const icons = manifestFor('en', { name: 'Vaga', shortName: 'Vaga', description: '' }).icons;
    expect(icons.map((icon) => icon.src)).toContain(w.shown[0].options.icon);
  });

  it('keeps only a same-origin path to open, and still shows a payload it cannot read', async () => {
    const w = workerScope();
    installPushHandlers(w.scope);
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      await w.push({ title: 'T', body: 'B', url, tag: 't' });
    }
    expect(w.shown.map((s) => (s.options.data as { url: string }).url)).toEqual([
      '/',
      '/',
      '/',
      '/',
    ]);
    await w.push('not json');
    expect(w.shown.at(-1)).toMatchObject({ title: 'Vaga', options: { body: '' } });
    await w.push(null);
    expect(w.shown.at(-1)).toMatchObject({ title: 'Vaga', options: { body: '' } });
    expect(w.shown.at(-1)!.options).not.toHaveProperty('tag');
  });
});

describe('a click on the notification', () => {
  it('focuses an open window of the app and takes it to the screen', async () => {
    const other = appWindow('https://other.example/page');
    const app = appWindow(`${ORIGIN}/service`);
    const w = workerScope([other.client, app.client]);
    installPushHandlers(w.scope);
    expect(await w.click({ url: '/interview/details/abc?tab=1' })).toBe(true);
    expect(app.calls).toEqual(['focus', `navigate ${ORIGIN}/interview/details/abc?tab=1`]);
    expect(other.calls).toEqual([]);
    expect(w.opened).toEqual([]);
  });

  it('opens a window when none of the app is open, or the open one cannot be moved', async () => {
    const none = workerScope([appWindow('https://other.example/').client]);
    installPushHandlers(none.scope);
    await none.click({ url: '/job-service' });
    expect(none.opened).toEqual([`${ORIGIN}/job-service`]);

    const stuck = appWindow(`${ORIGIN}/service`, false);
    const w = workerScope([stuck.client]);
    installPushHandlers(w.scope);
    await w.click({ url: '/job-service' });
    expect(stuck.calls).toEqual(['focus']);
    expect(w.opened).toEqual([`${ORIGIN}/job-service`]);
  });

  it('never leaves the app’s origin', async () => {
    const w = workerScope();
    installPushHandlers(w.scope);
    await w.click({ url: 'https://evil.example/phish' });
    await w.click({ url: '//evil.example/phish' });
    await w.click(null);
    expect(w.opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`, `${ORIGIN}/`]);
  });
});

describe('push-worker.js', () => {
  it('is imported by the service worker', () => {
    expect(serviceWorkerOptions.workbox?.importScripts).toEqual([PUSH_WORKER_FILE]);
  });

  it('runs on its own (the handlers use nothing from around them)', async () => {
    const w = workerScope();
    // As the worker loads it: one script, `self` its only free name.
    new Function('self', pushWorkerSource())(w.scope);
    expect([...w.listeners.keys()].sort()).toEqual(['notificationclick', 'push']);
    await w.push({ title: 'T', body: 'B', url: '/x', tag: 't' });
    expect(w.shown).toHaveLength(1);
  });
});
