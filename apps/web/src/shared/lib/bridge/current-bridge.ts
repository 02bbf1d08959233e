import { readSession, removeSession, writeSession } from '../storage.ts';
import type { AppBridge } from './bridge.ts';
import { createBrowserBridge } from './browser-bridge.ts';

/** Query parameter that loads the fake shell (`1`) or stops it (`0`) for this browser tab. */
export const FAKE_BRIDGE_QUERY = 'fakeBridge';
const FAKE_BRIDGE_FLAG = 'vaga.fakeBridge';

let current: AppBridge | null = null;

/**
 * The fake shell is a development and test tool: a production build neither loads it (the query
 * and `window.VagaFakeBridge` are ignored) nor contains its code.
 */
export const FAKE_BRIDGE_ALLOWED = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Whether this page should run with the fake shell: `window.VagaFakeBridge`, or the query hook. */
export function wantsFakeBridge(win: Window, allowed = FAKE_BRIDGE_ALLOWED): boolean {
  if (!allowed) return false;
  const asked = new URLSearchParams(win.location.search).get(FAKE_BRIDGE_QUERY);
  if (asked === '0') {
    removeSession(FAKE_BRIDGE_FLAG);
    return false;
  }
  if (asked === '1') writeSession(FAKE_BRIDGE_FLAG, '1');
  return win.VagaFakeBridge !== undefined || readSession(FAKE_BRIDGE_FLAG) === '1';
}

/**
 * Chooses the bridge once, when the page starts: the shell's native object when the government
 * app injected one; in development and unit tests, the fake shell when asked for
 * (`window.VagaFakeBridge = {…}` set before the page starts, or `?fakeBridge=1`, remembered for the
 * tab until `?fakeBridge=0`); else the browser. The fake is a separate chunk, loaded only when
 * asked for, and left out of a production build; the in-app bridge is one too, loaded only inside
 * the app (the first screen in a browser does without it).
 */
export async function initBridge(win: Window = window): Promise<AppBridge> {
  if (FAKE_BRIDGE_ALLOWED && !win.VagaNativeBridge && wantsFakeBridge(win)) {
    const { createFakeNativeBridge } = await import('./fake-native-bridge.ts');
    win.VagaFakeBridge ??= {};
    win.VagaNativeBridge = createFakeNativeBridge(win.VagaFakeBridge);
  }
  const native = win.VagaNativeBridge;
  current = native
    ? (await import('./in-app-bridge.ts')).createInAppBridge(native)
    : createBrowserBridge(win);
  return current;
}

/** The bridge chosen at start (the browser one before initBridge ran). */
export function getBridge(): AppBridge {
  current ??= createBrowserBridge();
  return current;
}

/** Running inside the government app (spec §2: some controls hide there). */
export function isInApp(): boolean {
  // The server renders the page as a browser shows it: the government app's shell is the client's.
  if (typeof window === 'undefined') return false;
  return getBridge().inApp;
}

/** Tests: uses this bridge from now on. */
export function setBridgeForTests(bridge: AppBridge | null): void {
  current = bridge;
}
