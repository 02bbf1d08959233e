import { afterEach, beforeEach, vi } from 'vitest';
import Toast from 'antd-mobile/es/components/toast';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';

/**
 * Each test of a console page starts logged in, in English, with nothing stored and no call
 * recorded by any mock (then `each`); after it, stubbed globals and toasts are cleared.
 */
export function setUpConsoleTests(each?: () => void) {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
    initLocale('?language=en');
    setToken('token-1');
    each?.();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Toast.clear();
  });
}
