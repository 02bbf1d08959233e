import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a network (`navigator.onLine`; unknown counts as online). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The network state as React state: re-renders on the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * The network mode of the queries the offline screens need (home, job classes, job lists, saved
 * vacancies, references): offline they still run once, and the service worker answers them from
 * its cache (app/pwa) instead of them waiting for the network.
 */
export const OFFLINE_FIRST = 'offlineFirst' as const;
