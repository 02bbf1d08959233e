/**
 * Local and session storage that never throws: private browsing modes and embedded web views may
 * deny storage, and the app must keep working (without persistence) when they do: a read then
 * finds nothing, a write lives only for this page, a removal has nothing to remove.
 */
type Kind = 'localStorage' | 'sessionStorage';

/** What `act` returns from the storage area of `kind`, or `denied` when there is none or it throws. */
function attempt<T>(kind: Kind, act: (storage: Storage) => T, denied: T): T {
  try {
    const storage = typeof window === 'undefined' ? null : window[kind];
    return storage ? act(storage) : denied;
  } catch {
    return denied;
  }
}

// Written out, not made by a factory, so that a bundle keeps only the ones it calls.
export const readLocal = (key: string) => attempt('localStorage', (s) => s.getItem(key), null);
export const writeLocal = (key: string, value: string) =>
  attempt('localStorage', (s) => s.setItem(key, value), undefined);
export const removeLocal = (key: string) =>
  attempt('localStorage', (s) => s.removeItem(key), undefined);
export const readSession = (key: string) => attempt('sessionStorage', (s) => s.getItem(key), null);
export const writeSession = (key: string, value: string) =>
  attempt('sessionStorage', (s) => s.setItem(key, value), undefined);
export const removeSession = (key: string) =>
  attempt('sessionStorage', (s) => s.removeItem(key), undefined);
