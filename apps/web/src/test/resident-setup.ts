import { afterEach, beforeEach, vi } from 'vitest';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';

/**
 * Each test of a resident page starts logged in, in English, with nothing stored (then `each`);
 * after it, the bridge is the browser's again and stubbed globals are cleared.
 */
export function setUpResidentTests(each?: () => void) {
  beforeEach(() => {
    localStorage.clear();
    initLocale('?language=en');
    setToken('token-1');
    each?.();
  });
  afterEach(() => {
    setBridgeForTests(null);
    vi.unstubAllGlobals();
  });
}
