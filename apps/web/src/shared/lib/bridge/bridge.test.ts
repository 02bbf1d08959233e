import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@vaga/contract';
import { showErrorToast } from '../error-toast.ts';
import { getToken } from '../session.ts';
import { adoptAppShell } from './app-shell.ts';
import { pickFile, saveAndOpenFile } from './bridge-files.ts';
import { createBrowserBridge } from './browser-bridge.ts';
import { getBridge, initBridge, isInApp, wantsFakeBridge } from './current-bridge.ts';
import { createFakeNativeBridge, type FakeBridgeConfig } from './fake-native-bridge.ts';
import { createInAppBridge } from './in-app-bridge.ts';

vi.mock('../error-toast.ts', () => ({ showErrorToast: vi.fn() }));

function fakeApp(config: FakeBridgeConfig = {}) {
  const native = createFakeNativeBridge(config);
  return { native, config, bridge: createInAppBridge(native) };
}

function readText(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
}

function toastCodes(): string[] {
  return vi.mocked(showErrorToast).mock.calls.map(([error]) => (error as { code: string }).code);
}

beforeEach(() => vi.mocked(showErrorToast).mockClear());
afterEach(() => {
  delete window.VagaNativeBridge;
  delete window.VagaFakeBridge;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-prefers-color-scheme');
});

describe('choosing the bridge', () => {
  it('uses the browser outside the app', async () => {
    const bridge = await initBridge(window);
    expect(bridge.inApp).toBe(false);
    expect(isInApp()).toBe(false);
    expect(await bridge.token()).toBeNull();
  });

  it('uses the native object the app injects', async () => {
    window.VagaNativeBridge = createFakeNativeBridge({ token: 'from-app' });
    const bridge = await initBridge(window);
    expect(bridge.inApp).toBe(true);
    expect(getBridge()).toBe(bridge);
    expect(await bridge.token()).toBe('from-app');
  });

  it('loads the fake shell from window.VagaFakeBridge and records calls there', async () => {
    window.VagaFakeBridge = { language: 'pt' };
    const bridge = await initBridge(window);
    expect(bridge.inApp).toBe(true);
    expect(await bridge.language()).toBe('pt');
    bridge.close();
    expect(window.VagaFakeBridge.closed).toBe(true);
    expect(window.VagaFakeBridge.calls?.map((call) => call.method)).toEqual([
      'getLanguage',
      'close',
    ]);
  });

  it('loads the fake shell with ?fakeBridge=1 and keeps it for the tab until ?fakeBridge=0', async () => {
    window.history.replaceState(null, '', '/service?fakeBridge=1');
    expect((await initBridge(window)).inApp).toBe(true);
    delete window.VagaNativeBridge;
    window.history.replaceState(null, '', '/cv');
    expect((await initBridge(window)).inApp).toBe(true);
    delete window.VagaNativeBridge;
    window.history.replaceState(null, '', '/cv?fakeBridge=0');
    expect((await initBridge(window)).inApp).toBe(false);
  });

  it('is never asked for outside development and tests (a production build)', () => {
    window.history.replaceState(null, '', '/service?fakeBridge=1');
    window.VagaFakeBridge = { language: 'pt' };
    expect(wantsFakeBridge(window, false)).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(wantsFakeBridge(window, true)).toBe(true);
  });
});

describe('the app shell', () => {
  it('takes the token, language and dark mode from the app', async () => {
    const { bridge, config } = fakeApp({ token: 'app-token', language: 'pt_PT', darkMode: true });
    expect(await adoptAppShell(bridge)).toBe('pt');
    expect(getToken()).toBe('app-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('app-token');
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    config.setDarkMode?.(false);
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light');
  });

  it('changes nothing outside the app', async () => {
    expect(await adoptAppShell(createBrowserBridge(window))).toBeNull();
    expect(getToken()).toBeNull();
    expect(document.documentElement.hasAttribute('data-prefers-color-scheme')).toBe(false);
  });
});

describe('files through the bridge', () => {
  const options = { extensions: ['pdf', 'txt'] };

  it('picks a file after the permission check', async () => {
    const { bridge, config } = fakeApp({ permission: 'granted' });
    const file = await pickFile(options, bridge);
    expect(file?.name).toBe('cv.txt');
    expect(file && (await readText(file))).toBe('Curriculum');
    expect(config.calls?.map((call) => call.method)).toEqual(['checkPermission', 'selectFile']);
    expect(toastCodes()).toEqual([]);
  });

  it('asks for the permission when it is missing', async () => {
    const { bridge, config } = fakeApp({ permission: 'grantable' });
    expect(await pickFile(options, bridge)).not.toBeNull();
    expect(config.calls?.map((call) => call.method)).toEqual([
      'checkPermission',
      'grantPermission',
      'selectFile',
    ]);
  });

  it('stops with CHECK_PERMISSION_FAIL when the check fails', async () => {
    const { bridge, config } = fakeApp({ permission: 'checkFails' });
    await expect(pickFile(options, bridge)).rejects.toMatchObject({
      code: 'CHECK_PERMISSION_FAIL',
    });
    expect(toastCodes()).toEqual(['CHECK_PERMISSION_FAIL']);
    expect(config.calls?.some((call) => call.method === 'selectFile')).toBe(false);
  });

  it('stops with GRANT_PERMISSION_FAIL when the person refuses or the request fails', async () => {
    await expect(
      pickFile(options, fakeApp({ permission: 'refused' }).bridge),
    ).rejects.toMatchObject({
      code: 'GRANT_PERMISSION_FAIL',
    });
    await expect(
      saveAndOpenFile(new Blob(['x']), 'cv.pdf', fakeApp({ permission: 'grantFails' }).bridge),
    ).rejects.toMatchObject({ code: 'GRANT_PERMISSION_FAIL' });
    expect(toastCodes()).toEqual(['GRANT_PERMISSION_FAIL', 'GRANT_PERMISSION_FAIL']);
  });

  it('shows SELECT_FILE_PERMISSION_FAIL when the file cannot be reached', async () => {
    const { bridge } = fakeApp({ fileFails: true });
    await expect(pickFile(options, bridge)).rejects.toMatchObject({
      code: 'SELECT_FILE_PERMISSION_FAIL',
    });
    await expect(saveAndOpenFile(new Blob(['x']), 'cv.pdf', bridge)).rejects.toMatchObject({
      code: 'SELECT_FILE_PERMISSION_FAIL',
    });
    expect(toastCodes()).toEqual(['SELECT_FILE_PERMISSION_FAIL', 'SELECT_FILE_PERMISSION_FAIL']);
  });

  it('hands a download to the app as base64 and opens it', async () => {
    const { bridge, config } = fakeApp();
    await saveAndOpenFile(new Blob(['hello'], { type: 'application/pdf' }), 'cv.pdf', bridge);
    expect(config.calls?.map((call) => call.method)).toEqual([
      'checkPermission',
      'downloadFile',
      'openFile',
    ]);
    expect(config.calls?.[2].args).toEqual(['fake://cv.pdf']);
  });

  it('answers null when the person cancels the picker', async () => {
    expect(await pickFile(options, fakeApp({ file: null }).bridge)).toBeNull();
  });

  it('skips the permission step in the browser', async () => {
    const browser = createBrowserBridge(window);
    const check = vi.spyOn(browser, 'checkPermission');
    const picked = pickFile(options, browser);
    const input = await vi.waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    expect(input.accept).toBe('.pdf,.txt');
    const file = new File(['a'], 'a.pdf');
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
    expect(await picked).toBe(file);
    expect(check).not.toHaveBeenCalled();
  });
});
