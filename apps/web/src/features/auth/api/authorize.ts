import { AUTH_PATHS, PATHS, type AccountType, type AuthorizeResponse } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

export interface AuthorizeInput {
  code: string;
  state: string | null;
  iss: string | null;
  type?: AccountType;
}

/** Where the provider sent the browser back: the redirect_uri of the code exchange. */
export function callbackUri(origin: string = window.location.origin): string {
  return `${origin}${AUTH_PATHS.callbackRoute}`;
}

/** POST /service/authorize: exchanges the provider's code for our session token (spec §4). */
export function authorize({
  code,
  state,
  iss,
  type = 'personal',
}: AuthorizeInput): Promise<AuthorizeResponse> {
  return request<AuthorizeResponse>(PATHS.authorize, {
    method: 'POST',
    query: { type, code, state, iss, redirect_uri: callbackUri() },
    quiet: true,
  });
}
