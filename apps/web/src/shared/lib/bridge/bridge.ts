/**
 * The government super-app bridge (spec §7 "Government-app bridge"): what the web app asks of the
 * shell it runs in. The web app only talks to an `AppBridge`; there are two implementations:
 * - the browser one (not in the app): no token or language of its own, files through the
 *   browser's picker and downloads, permissions always granted;
 * - the in-app one, over the native object the shell injects as `window.VagaNativeBridge`
 *   (protocol `NativeBridge` below).
 * For tests, `fake-native-bridge.ts` implements `NativeBridge` in JavaScript (see current-bridge.ts
 * for how a page loads it).
 */

/** What the shell says about itself. */
export interface AppInfo {
  name: string;
  version: string;
  platform: string;
}

/** A file the person picked in the shell, as the shell hands it over. */
export interface NativeFile {
  name: string;
  type: string;
  /** The content, base64-encoded. */
  base64: string;
}

export interface SelectFileOptions {
  /** Accepted extensions without the dot, e.g. `['pdf', 'docx']`; empty for any. */
  extensions: readonly string[];
}

/** The protocol the government app's shell injects as `window.VagaNativeBridge`. */
export interface NativeBridge {
  getToken(): Promise<string | null>;
  getLanguage(): Promise<string | null>;
  getAppInfo(): Promise<AppInfo>;
  isDarkMode(): Promise<boolean>;
  /** Calls back when the app's dark mode changes; answers the unsubscribe function. */
  onDarkModeChange?(listener: (dark: boolean) => void): () => void;
  checkPermission(permission: 'storage'): Promise<boolean>;
  grantPermission(permission: 'storage'): Promise<boolean>;
  /** Null when the person cancels. */
  selectFile(options: SelectFileOptions): Promise<NativeFile | null>;
  /** Saves a file in the app's storage; answers its local id for openFile. */
  downloadFile(file: NativeFile): Promise<string>;
  openFile(localId: string): Promise<void>;
  close(): void;
}

/** What the web app uses, in the app or not. */
export interface AppBridge {
  /** Running inside the government app's shell. */
  readonly inApp: boolean;
  /** The session token the app holds for this service; null outside the app. */
  token(): Promise<string | null>;
  /** The app's language code (as the app writes it); null outside the app. */
  language(): Promise<string | null>;
  appInfo(): Promise<AppInfo | null>;
  darkMode(): Promise<boolean>;
  onDarkModeChange(listener: (dark: boolean) => void): () => void;
  /** Whether file storage may be used. */
  checkPermission(): Promise<boolean>;
  /** Asks the person for file storage; true when granted. */
  grantPermission(): Promise<boolean>;
  /** Null when the person cancels. */
  selectFile(options: SelectFileOptions): Promise<File | null>;
  /** Saves a file; answers an id for openFile. */
  downloadFile(file: Blob, fileName: string): Promise<string>;
  openFile(id: string): Promise<void>;
  /** Closes the shell (in the app) or the window. */
  close(): void;
}

/** Global names the bridge reads (the fake's configuration: fake-native-bridge.ts). */
declare global {
  interface Window {
    /** Injected by the government app's shell. */
    VagaNativeBridge?: NativeBridge;
  }
}
