import type { AccountType } from '@vaga/contract';
import { loginUrl } from '@/shared/lib/session.ts';
import { loginTypeFor } from './account-type.ts';

/** Leaves the app for another address (the provider's pages). */
export function goExternal(url: string): void {
  window.location.assign(url);
}

/**
 * Starts the single-account login, coming back to `target` afterwards (spec §2); a console page
 * asks for its console's account type.
 */
export function startLogin(target: string, type: AccountType = loginTypeFor(target)): void {
  goExternal(loginUrl(target, type));
}
