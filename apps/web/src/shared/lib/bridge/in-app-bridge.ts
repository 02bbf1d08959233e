import type { AppBridge, NativeBridge, NativeFile } from './bridge.ts';

/** Reads a blob as base64 (without the `data:` prefix). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.readAsDataURL(blob);
  });
}

/** A file the shell handed over, as a browser File the upload code can send. */
export function fileFromNative(file: NativeFile): File {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], file.name, { type: file.type || 'application/octet-stream' });
}

/** The bridge inside the government app, over the native object its shell injects. */
export function createInAppBridge(native: NativeBridge): AppBridge {
  return {
    inApp: true,
    token: () => native.getToken(),
    language: () => native.getLanguage(),
    appInfo: () => native.getAppInfo(),
    darkMode: () => native.isDarkMode(),
    onDarkModeChange: (listener) => native.onDarkModeChange?.(listener) ?? (() => undefined),
    checkPermission: () => native.checkPermission('storage'),
    grantPermission: () => native.grantPermission('storage'),
    selectFile: async (options) => {
      const picked = await native.selectFile(options);
      return picked ? fileFromNative(picked) : null;
    },
    downloadFile: async (file, fileName) =>
      native.downloadFile({
        name: fileName,
        type: file.type || 'application/octet-stream',
        base64: await blobToBase64(file),
      }),
    openFile: (id) => native.openFile(id),
    close: () => native.close(),
  };
}
