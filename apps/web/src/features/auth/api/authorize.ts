import {
  AUTH_ENDPOINTS as E,
  AUTH_PATHS,
  type AccountType,
  type AuthorizeResponse,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

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
  // A missing state or iss is not sent (an empty value is left out of the query): the server
  // then refuses the code.
  const query = { type, code, state: state ?? '', iss: iss ?? undefined };
  return call(E.authorize, { query: { ...query, redirect_uri: callbackUri() } }, { quiet: true });
}
