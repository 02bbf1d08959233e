import type { AccountType } from '@vaga/contract';
import type { ConsoleType } from '../../features/auth/lib/account-type.ts';

export type ConsoleAccess = 'login' | 'loading' | 'allowed' | 'refused';

/**
 * Who may use a console: nobody logged in starts that console's login; a logged-in account waits
 * for its profile (the login flow loads it); then only the console's own account type is let in,
 * every other type (a seeker, the other console's account) is refused.
 */
export function consoleAccess(
  required: ConsoleType,
  session: { loggedIn: boolean; accountType: AccountType | undefined },
): ConsoleAccess {
  if (!session.loggedIn) return 'login';
  if (session.accountType === undefined) return 'loading';
  return session.accountType === required ? 'allowed' : 'refused';
}
