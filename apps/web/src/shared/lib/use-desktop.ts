import { useSyncExternalStore } from 'react';

/** The console's desktop width: tables from here, cards below (phones, narrow windows). */
export const DESKTOP_QUERY = '(min-width: 64em)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is at desktop width (DESKTOP_QUERY), following its resizes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
