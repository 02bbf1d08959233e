import { PATHS, type SessionToken } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/** POST /service/access_token: the live session token for the token in hand (spec §4 "get token"). */
export function getAccessToken(): Promise<SessionToken> {
  return request<SessionToken>(PATHS.accessToken, { method: 'POST', quiet: true });
}
