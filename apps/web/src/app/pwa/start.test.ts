import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, canRegister } from './start.ts';

function fakeWindow({
  secure = true,
  worker = true,
  readyState = 'loading',
}: { secure?: boolean; worker?: boolean; readyState?: DocumentReadyState } = {}) {
  const events = new EventTarget();
  return Object.assign(events, {
    isSecureContext: secure,
    navigator: worker ? { serviceWorker: {} } : {},
    document: { readyState },
    requestIdleCallback: vi.fn((task: () => void) => {
      task();
      return 1;
    }),
    setTimeout: vi.fn(),
  }) as unknown as Window & { requestIdleCallback: ReturnType<typeof vi.fn> };
}

afterEach(() => vi.restoreAllMocks());

describe('whether the page registers the worker', () => {
  it('registers in a production build with service workers over a secure origin', () => {
    expect(canRegister(fakeWindow(), true)).toBe(true);
  });

  it('does not in development, over plain http, or without service workers', () => {
    expect(canRegister(fakeWindow(), false)).toBe(false);
    expect(canRegister(fakeWindow({ secure: false }), true)).toBe(false);
    expect(canRegister(fakeWindow({ worker: false }), true)).toBe(false);
  });
});

describe('after the first screen', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const win = fakeWindow();
    const task = vi.fn();
    afterFirstScreen(win, task);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes at once to the idle wait when the page has loaded already', () => {
    const win = fakeWindow({ readyState: 'complete' });
    const task = vi.fn();
    afterFirstScreen(win, task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
