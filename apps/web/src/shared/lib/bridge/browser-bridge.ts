import type { AppBridge, SelectFileOptions } from './bridge.ts';

/** `['pdf', 'docx']` → `.pdf,.docx` for a file input's accept attribute. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension.toLowerCase()}`).join(',');
}

function pickWithInput(doc: Document, options: SelectFileOptions): Promise<File | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = acceptAttribute(options.extensions);
    input.style.display = 'none';
    const finish = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => finish(null), { once: true });
    doc.body.append(input);
    input.click();
  });
}

/**
 * The bridge outside the government app: the browser's own file picker and downloads, storage
 * permission always granted, dark mode from the system, no token or language of its own.
 */
export function createBrowserBridge(win: Window = window): AppBridge {
  const downloads = new Map<string, string>();
  const darkQuery = () =>
    typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: dark)') : null;

  return {
    inApp: false,
    token: () => Promise.resolve(null),
    language: () => Promise.resolve(null),
    appInfo: () => Promise.resolve(null),
    darkMode: () => Promise.resolve(darkQuery()?.matches ?? false),
    onDarkModeChange: (listener) => {
      const query = darkQuery();
      if (!query) return () => undefined;
      const onChange = (event: MediaQueryListEvent) => listener(event.matches);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    checkPermission: () => Promise.resolve(true),
    grantPermission: () => Promise.resolve(true),
    selectFile: (options) => pickWithInput(win.document, options),
    downloadFile: (file, fileName) => {
      const url = URL.createObjectURL(file);
      const link = win.document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      win.document.body.append(link);
      link.click();
      link.remove();
      downloads.set(url, fileName);
      return Promise.resolve(url);
    },
    openFile: (id) => {
      if (downloads.has(id)) win.open(id, '_blank', 'noopener');
      return Promise.resolve();
    },
    close: () => win.close(),
  };
}
