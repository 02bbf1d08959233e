import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@vaga/contract';
import {
  dismissLoginFailure,
  handleUnauthorized,
  resetRetries,
  resetUnauthorizedState,
  retryCount,
  retryLogin,
} from './unauthorized.ts';

afterEach(() => resetUnauthorizedState());

/** A new page load: the module's memory of a login under way is gone, session storage stays. */
function nextPage(): void {
  const count = sessionStorage.getItem(STORAGE_KEYS.retryCount);
  resetUnauthorizedState();
  if (count !== null) sessionStorage.setItem(STORAGE_KEYS.retryCount, count);
}

describe('the 401 rule', () => {
  it('starts the login again at most 3 times, counted in session storage, then fails', () => {
    const login = vi.fn();
    const results = [];
    for (let page = 0; page < 4; page += 1) {
      results.push(handleUnauthorized({ login }));
      nextPage();
    }
    expect(results).toEqual(['login', 'login', 'login', 'failed']);
    expect(login).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(STORAGE_KEYS.retryCount)).toBe('3');
  });

  it('counts several 401s of one page once', () => {
    const login = vi.fn();
    expect(handleUnauthorized({ login })).toBe('login');
    expect(handleUnauthorized({ login })).toBe('ignored');
    expect(login).toHaveBeenCalledTimes(1);
    expect(retryCount()).toBe(1);
  });

  it('starts afresh after a completed login', () => {
    const login = vi.fn();
    handleUnauthorized({ login });
    nextPage();
    handleUnauthorized({ login });
    resetRetries();
    nextPage();
    expect(retryCount()).toBe(0);
    expect(handleUnauthorized({ login })).toBe('login');
  });

  it('retry on the error screen starts a fresh series; back only leaves the screen', () => {
    sessionStorage.setItem(STORAGE_KEYS.retryCount, '3');
    const login = vi.fn();
    expect(handleUnauthorized({ login })).toBe('failed');
    dismissLoginFailure();
    expect(retryCount()).toBe(3);
    retryLogin({ login });
    expect(login).toHaveBeenCalledTimes(1);
    expect(retryCount()).toBe(0);
  });

  it('reads a broken count as none', () => {
    sessionStorage.setItem(STORAGE_KEYS.retryCount, 'lots');
    expect(retryCount()).toBe(0);
  });
});
