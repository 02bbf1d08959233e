import type { AppInfo, NativeBridge, NativeFile } from './bridge.ts';

/**
 * How the fake shell behaves with storage permission: already granted, granted when asked,
 * refused when asked, or failing at the check or at the request.
 */
export type FakePermission = 'granted' | 'grantable' | 'refused' | 'checkFails' | 'grantFails';

/** One call the page made to the fake shell, for tests to read back. */
export interface FakeBridgeCall {
  method: keyof NativeBridge;
  args: unknown[];
}

/**
 * Configuration of the fake shell. In development and unit tests: set `window.VagaFakeBridge =
 * {…}` before the page starts, or open any page with `?fakeBridge=1` for the defaults. A
 * production build never loads the fake: browser tests inject it (e2e/fake-bridge.ts). The fake
 * records every call in `calls` (created when missing) and `closed` becomes true on close.
 */
export interface FakeBridgeConfig {
  token?: string | null;
  language?: string | null;
  darkMode?: boolean;
  appInfo?: AppInfo;
  permission?: FakePermission;
  /** The file the "person" picks; null = cancels; undefined = a small text file. */
  file?: NativeFile | null;
  /** selectFile and downloadFile fail. */
  fileFails?: boolean;
  calls?: FakeBridgeCall[];
  closed?: boolean;
  /** Set by the fake: switches the app's dark mode as its settings would. */
  setDarkMode?: (dark: boolean) => void;
}

/** The test hook the fake shell reads its configuration from. */
declare global {
  interface Window {
    /** Test hook: configuration of the fake native bridge. */
    VagaFakeBridge?: FakeBridgeConfig;
  }
}

/**
 * A JavaScript stand-in for the government app's shell, driven by its configuration. It uses
 * nothing outside itself, so browser tests can inject its source into a page as it starts.
 */
export function createFakeNativeBridge(config: FakeBridgeConfig = {}): NativeBridge {
  const defaultFile: NativeFile = {
    name: 'cv.txt',
    type: 'text/plain',
    base64: btoa('Curriculum'),
  };
  const calls = (config.calls ??= []);
  let granted = (config.permission ?? 'granted') === 'granted';
  const darkListeners = new Set<(dark: boolean) => void>();
  const record = (method: keyof NativeBridge, ...args: unknown[]) => calls.push({ method, args });
  config.setDarkMode = (dark) => {
    config.darkMode = dark;
    for (const listener of darkListeners) listener(dark);
  };

  return {
    getToken: async () => {
      record('getToken');
      return config.token ?? null;
    },
    getLanguage: async () => {
      record('getLanguage');
      return config.language ?? 'zh-Hant';
    },
    getAppInfo: async () => {
      record('getAppInfo');
      return config.appInfo ?? { name: 'Fake government app', version: '0.0.0', platform: 'web' };
    },
    isDarkMode: async () => {
      record('isDarkMode');
      return config.darkMode ?? false;
    },
    onDarkModeChange: (listener) => {
      darkListeners.add(listener);
      return () => darkListeners.delete(listener);
    },
    checkPermission: async (permission) => {
      record('checkPermission', permission);
      if (config.permission === 'checkFails') throw new Error('permission check failed');
      return granted;
    },
    grantPermission: async (permission) => {
      record('grantPermission', permission);
      if (config.permission === 'grantFails') throw new Error('permission request failed');
      granted = config.permission !== 'refused';
      return granted;
    },
    selectFile: async (options) => {
      record('selectFile', options);
      if (config.fileFails) throw new Error('file access failed');
      return config.file === undefined ? defaultFile : config.file;
    },
    downloadFile: async (file) => {
      record('downloadFile', file.name, file.type);
      if (config.fileFails) throw new Error('file access failed');
      return `fake://${file.name}`;
    },
    openFile: async (localId) => {
      record('openFile', localId);
    },
    close: () => {
      record('close');
      config.closed = true;
    },
  };
}
