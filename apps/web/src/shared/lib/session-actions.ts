import { AUTH_ENDPOINTS as E } from '@vaga/contract';
import { clearApiCaches } from './api-caches.ts';
import { call } from './http.ts';
import { clearToken, loginUrl, type AccountType } from './session.ts';

/** The page to come back to after login: path, query and hash of where the person is now. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Starts the login with the single government account, coming back here afterwards (spec §2). */
export function login(type: AccountType = 'personal'): void {
  window.location.assign(loginUrl(currentPath(), type));
}

/**
 * Ends the session on the server and here, then the single-account session at the provider's
 * end-session address when the server gives one (spec §2: logout through the logout path with the
 * type). The token is dropped even when the server cannot be reached, so logging out always works
 * on this device, and so are the answers the service worker kept for offline use.
 */
export async function logout(type: AccountType = 'personal'): Promise<void> {
  let endSession: string | null = null;
  try {
    const answer = await call(
      E.logout,
      { query: { type } },
      { quiet: true, noReauthenticate: true },
    );
    // An empty answer reads as undefined.
    endSession = answer?.logoutUrl ?? null;
  } catch {
    // the local session ends anyway
  } finally {
    clearToken();
  }
  await clearApiCaches();
  if (endSession) window.location.assign(endSession);
}
