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

const read = (kind: Kind) => (key: string) => attempt(kind, (s) => s.getItem(key), null);
const write = (kind: Kind) => (key: string, value: string) =>
  attempt(kind, (s) => s.setItem(key, value), undefined);
const remove = (kind: Kind) => (key: string) => attempt(kind, (s) => s.removeItem(key), undefined);

export const readLocal = read('localStorage');
export const writeLocal = write('localStorage');
export const removeLocal = remove('localStorage');
export const readSession = read('sessionStorage');
export const writeSession = write('sessionStorage');
export const removeSession = remove('sessionStorage');
