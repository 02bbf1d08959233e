import {
  isIdentityDocumentExpired,
  type AccountProfile,
  type AuthorizeResponse,
  type SessionToken,
} from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { getToken, setToken } from '@/shared/lib/session.ts';
import { landingFor } from './account-type.ts';
import { redirectTarget } from './redirect.ts';

/** The steps of the login flow, in the order of spec §4. */
export const LOGIN_STEPS = [
  'authorize',
  'token',
  'account',
  'expiry',
  'references',
  'statistics',
  'redirect',
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** What the /profile route found in its address. */
export interface LoginFlowInput {
  code: string | null;
  state: string | null;
  iss: string | null;
  /** The `redirect` query (its `&` written `__`), when the address has one. */
  redirect: string | null;
}

/** The calls of the flow; the page passes the real ones, tests their own. */
export interface LoginFlowDeps {
  authorize(input: {
    code: string;
    state: string | null;
    iss: string | null;
  }): Promise<AuthorizeResponse>;
  accessToken(): Promise<SessionToken>;
  accountProfile(): Promise<AccountProfile>;
  references(): Promise<unknown>;
  pendingStatistics(): Promise<unknown>;
  today(): string;
  /** Called as each step starts. */
  onStep?(step: LoginStep): void;
  /**
   * Called once the code is spent and the target known (the page drops the code from its
   * address); the flow goes on when the returned promise settles, so no later step races it.
   */
  onAuthorized?(target: string): void | Promise<void>;
}

export type LoginFlowOutcome =
  | { kind: 'redirect'; to: string; account: AccountProfile }
  /** Nobody to log in: no code and no token. */
  | { kind: 'login'; to: string }
  | { kind: 'documentExpired'; account: AccountProfile }
  /** A 401: the 401 rule (unauthorized.ts) has already taken over. */
  | { kind: 'unauthorized'; step: LoginStep }
  | { kind: 'failed'; step: LoginStep; code: string; errorArgs: (string | number)[] };

/**
 * The login flow of spec §4, in order: code → authorize → token → account profile → identity
 * document expiry check (type 14) → reference options → statistics if resident → redirect.
 * Without a code it starts at the token step with the token in hand (spec §2: a token but no
 * profile loaded). Each step's failure ends the flow with that step named.
 */
export async function runLoginFlow(
  input: LoginFlowInput,
  deps: LoginFlowDeps,
): Promise<LoginFlowOutcome> {
  let step: LoginStep = 'authorize';
  const begin = (next: LoginStep) => {
    step = next;
    deps.onStep?.(next);
  };
  let target = redirectTarget(input.redirect);
  try {
    if (input.code !== null) {
      begin('authorize');
      const authorized = await deps.authorize({
        code: input.code,
        state: input.state,
        iss: input.iss,
      });
      setToken(authorized.token);
      if (input.redirect === null) target = redirectTarget(authorized.redirect);
      await deps.onAuthorized?.(target);
    } else if (getToken() === null) {
      return { kind: 'login', to: target };
    }

    begin('token');
    const live = await deps.accessToken();
    setToken(live.token);

    begin('account');
    const account = await deps.accountProfile();

    // A seeker's residency matters; employer and staff accounts act for someone else.
    const seeker = account.accountType === 'personal';
    begin('expiry');
    if (seeker && isIdentityDocumentExpired(account.identityDocs, deps.today()))
      return { kind: 'documentExpired', account };

    begin('references');
    await deps.references();

    if (seeker && account.residency === 'resident') {
      begin('statistics');
      await deps.pendingStatistics();
    }

    begin('redirect');
    // A fresh login lands a console account in its console; a reload stays where it is.
    const to = input.code !== null ? landingFor(account.accountType, target) : target;
    return { kind: 'redirect', to, account };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { kind: 'unauthorized', step };
    return isApiError(error)
      ? { kind: 'failed', step, code: error.code, errorArgs: error.errorArgs }
      : { kind: 'failed', step, code: 'INTERNAL_SERVER_ERROR', errorArgs: [] };
  }
}
