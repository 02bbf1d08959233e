import { useSyncExternalStore } from 'react';
import { LIMITS, STORAGE_KEYS } from '@vaga/contract';
import { readSession, removeSession, writeSession } from '@/shared/lib/storage.ts';

/**
 * The 401 rule (spec §4, §7): a 401 clears the token (the HTTP client does that) and starts the
 * login again, at most LIMITS.loginRetriesMax times in a row — counted in session storage, so the
 * count survives the trips to the provider — and then shows an error with retry and back. A
 * completed login flow resets the count.
 */
export function retryCount(): number {
  const stored = Number(readSession(STORAGE_KEYS.retryCount));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export function resetRetries(): void {
  removeSession(STORAGE_KEYS.retryCount);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let failed = false;
/** A login is already on its way: other 401s of the same page change nothing. */
let loginStarted = false;

function setFailed(value: boolean): void {
  failed = value;
  for (const listener of listeners) listener();
}

export interface UnauthorizedActions {
  /** Starts the login (leaves the page). */
  login: () => void;
}

/** What to do on a 401: login again while retries remain, else show the failure screen. */
export function handleUnauthorized({ login }: UnauthorizedActions): 'login' | 'failed' | 'ignored' {
  if (loginStarted || failed) return 'ignored';
  const count = retryCount();
  if (count >= LIMITS.loginRetriesMax) {
    setFailed(true);
    return 'failed';
  }
  writeSession(STORAGE_KEYS.retryCount, String(count + 1));
  loginStarted = true;
  login();
  return 'login';
}

/** The failure screen's retry: a fresh series of attempts (the screen stays while the page leaves). */
export function retryLogin({ login }: UnauthorizedActions): void {
  resetRetries();
  loginStarted = true;
  login();
}

/** The failure screen's back: leave the screen; the count stays until a login completes. */
export function dismissLoginFailure(): void {
  setFailed(false);
}

/** Tests: a fresh page. */
export function resetUnauthorizedState(): void {
  loginStarted = false;
  setFailed(false);
  resetRetries();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the 401 retries are used up and the failure screen shows. */
export function useLoginFailed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}
