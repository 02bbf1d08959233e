import { AUTH_ENDPOINTS as E, type SessionToken } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** POST /service/access_token: the live session token for the token in hand (spec §4 "get token"). */
export function getAccessToken(): Promise<SessionToken> {
  return call(E.accessToken, {}, { quiet: true });
}
