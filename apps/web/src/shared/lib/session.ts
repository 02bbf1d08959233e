import {
  AUTH_ENDPOINTS,
  STORAGE_KEYS,
  encodeRedirectTarget,
  type AccountType,
  type Locale,
} from '@vaga/contract';
import { useSyncExternalStore } from 'react';
import { clearApiCaches } from './api-caches.ts';
import { currentLocale } from './locale.ts';
import { readLocal, removeLocal, writeLocal } from './storage.ts';

/**
 * The session of the person using the app: the bearer token, kept in local storage (spec §7,
 * §9). Components read it with `useSession()`; the HTTP client renews and clears it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readLocal(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  if (token === getToken()) return;
  writeLocal(STORAGE_KEYS.token, token);
  emit();
}

/** Ends the session here; the answers the service worker kept for it go too. */
export function clearToken(): void {
  if (getToken() === null) return;
  removeLocal(STORAGE_KEYS.token);
  void clearApiCaches();
  emit();
}

/** Who is told when the server answers 401 (the login's 401 rule installs itself here). */
const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The server refused the session (401): the token is gone; the 401 rule decides what follows. */
export function notifyUnauthorized(): void {
  clearToken();
  for (const listener of unauthorizedListeners) listener();
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface SessionState {
  isLoggedIn: boolean;
}

/** The session as React state: re-renders when the token appears or goes (also in other tabs). */
export function useSession(): SessionState {
  const loggedIn = useSyncExternalStore(subscribe, isLoggedIn, () => false);
  return { isLoggedIn: loggedIn };
}

export type { AccountType };

/**
 * The address that starts the login: the redirect's ampersands become `__` (spec §2), and `lang`
 * asks the provider's pages for the app's current language (its `ui_locales`), whatever the
 * browser's own language is.
 */
export function loginUrl(
  redirect: string,
  type: AccountType = 'personal',
  locale: Locale = currentLocale(),
): string {
  const target = encodeRedirectTarget(redirect);
  return `${AUTH_ENDPOINTS.login.path}?type=${type}&redirect=${encodeURIComponent(target)}&lang=${locale}`;
}
