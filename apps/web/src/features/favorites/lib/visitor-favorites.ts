import { useSyncExternalStore } from 'react';
import { LIMITS, STORAGE_KEYS } from '@vaga/contract';
import { readLocal, removeLocal, writeLocal } from '@/shared/lib/storage.ts';

/**
 * The favourites of a visitor (spec §6): vacancy ids kept in local storage under
 * STORAGE_KEYS.visitorFavorites, newest first, at most LIMITS.favoritesPerSeeker (the server's cap,
 * so the merge after login fits). Broken stored values read as an empty list.
 */
const KEY = STORAGE_KEYS.visitorFavorites;
type Listener = () => void;
const listeners = new Set<Listener>();

function parse(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, LIMITS.favoritesPerSeeker);
  } catch {
    return [];
  }
}

export function readVisitorFavorites(): number[] {
  return parse(readLocal(KEY));
}

function write(ids: number[]): void {
  if (ids.length === 0) removeLocal(KEY);
  else writeLocal(KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

/** Saves a vacancy on this device; 'full' when the list already holds the most allowed. */
export function addVisitorFavorite(id: number): 'added' | 'full' {
  const ids = readVisitorFavorites();
  if (ids.includes(id)) return 'added';
  if (ids.length >= LIMITS.favoritesPerSeeker) return 'full';
  write([id, ...ids]);
  return 'added';
}

export function removeVisitorFavorite(id: number): void {
  write(readVisitorFavorites().filter((saved) => saved !== id));
}

export function clearVisitorFavorites(): void {
  write([]);
}

/** Keeps only these of the visitor's favourites (newest first), e.g. those a merge could not save. */
export function keepVisitorFavorites(ids: readonly number[]): void {
  const kept = new Set(ids);
  write(readVisitorFavorites().filter((id) => kept.has(id)));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The stored text is the snapshot, so React sees a change only when the list changes.
const snapshot = () => readLocal(KEY) ?? '';

/** The visitor's favourites as React state, following changes here and in other tabs. */
export function useVisitorFavorites(): number[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  return parse(raw === '' ? null : raw);
}
