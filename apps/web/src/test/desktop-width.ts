import { vi } from 'vitest';

/**
 * The window at the console's desktop width (1024 px and more) as the browser tells it:
 * matchMedia answers it, and ResizeObserver (which jsdom lacks, antd's Table observes with it)
 * exists. Undone by vi.unstubAllGlobals().
 */
export function desktopWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 64em'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
