import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vaga/contract';
import { readSession, writeSession } from '@/shared/lib/storage.ts';

/**
 * The job-seek services the interview list is filtered by (jobSeekIdList), chosen on
 * /interview/select and kept for the browser session (spec §2).
 */
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function parse(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

export function readSelectedServices(): number[] {
  const raw = readSession(STORAGE_KEYS.selectedServices);
  if (raw !== cache.raw) cache = { raw, ids: parse(raw) };
  return cache.ids;
}

export function writeSelectedServices(ids: readonly number[]): void {
  writeSession(STORAGE_KEYS.selectedServices, JSON.stringify([...new Set(ids)]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedServices(): number[] {
  return useSyncExternalStore(subscribe, readSelectedServices, readSelectedServices);
}
