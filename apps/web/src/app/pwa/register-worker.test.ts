import { describe, expect, it, vi } from 'vitest';
import { registerWorker, SKIP_WAITING, WORKER_URL } from './register-worker.ts';

/** A service worker that the test moves through its states. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version starts installing, as after a deploy. */
  find(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

function setup({ controlled, waiting = false }: { controlled: boolean; waiting?: boolean }) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  let answer: (accepted: boolean) => void = () => undefined;
  const askToReload = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
  const start = () =>
    registerWorker({
      container: container as unknown as ServiceWorkerContainer,
      reload,
      askToReload,
    });
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'));
  return {
    registration,
    container,
    reload,
    askToReload,
    start,
    takeOver,
    answer: (a: boolean) => answer(a),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker registration', () => {
  it('registers /sw.js for the whole site', async () => {
    const app = setup({ controlled: false });
    await app.start();
    expect(app.container.register).toHaveBeenCalledWith(WORKER_URL, { scope: '/' });
  });

  it('on the first install asks nothing and reloads nothing', async () => {
    const app = setup({ controlled: false });
    await app.start();
    app.registration.find().moveTo('installed');
    app.takeOver();
    await settle();
    expect(app.askToReload).not.toHaveBeenCalled();
    expect(app.reload).not.toHaveBeenCalled();
  });

  it('asks before a new version takes over; accepted, the new version takes over and the page reloads once', async () => {
    const app = setup({ controlled: true });
    await app.start();
    const next = app.registration.find();
    next.moveTo('installed');
    expect(app.askToReload).toHaveBeenCalledTimes(1);
    // Until the answer the new version only waits: the open page keeps its own files.
    expect(next.postMessage).not.toHaveBeenCalled();
    app.answer(true);
    await settle();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    app.takeOver();
    app.takeOver();
    expect(app.reload).toHaveBeenCalledTimes(1);
  });

  it('declined, the new version keeps waiting and the page stays as it is', async () => {
    const app = setup({ controlled: true });
    await app.start();
    const next = app.registration.find();
    next.moveTo('installed');
    app.answer(false);
    await settle();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(app.reload).not.toHaveBeenCalled();
  });

  it('asks at once when a new version is already waiting', async () => {
    const app = setup({ controlled: true, waiting: true });
    await app.start();
    expect(app.askToReload).toHaveBeenCalledTimes(1);
    app.answer(true);
    await settle();
    expect(app.registration.waiting?.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('does not ask for a worker that failed to install', async () => {
    const app = setup({ controlled: true });
    await app.start();
    app.registration.find().moveTo('redundant');
    expect(app.askToReload).not.toHaveBeenCalled();
  });
});
