import { useSyncExternalStore } from 'react';

/**
 * The visitor's favourites a merge after login could not save (the account's list was full): the
 * notice that names them reads this list until the person closes it.
 */
let pending: readonly number[] = [];
const listeners = new Set<() => void>();

function set(ids: readonly number[]): void {
  pending = ids;
  for (const listener of listeners) listener();
}

export function showNotFitting(ids: readonly number[]): void {
  if (ids.length > 0) set([...ids]);
}

export function dismissNotFitting(): void {
  set([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => pending;

export function useNotFitting(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
