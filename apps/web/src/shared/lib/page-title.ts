import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page's own title (a vacancy's, an event's), which the top bar writes into the document's
 * title instead of its route's, as the server-rendered page had it.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page declares its own title (null while it does not know it), until it goes. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title the page declared, or null. */
export function useDeclaredPageTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
