import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, type AccountProfile } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { authKeys } from './query-keys.ts';

/** GET /service/profile: the single account's profile (identity documents, number, euid). */
export function getAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return request<AccountProfile>(PATHS.accountProfile, { signal, quiet: true });
}

/** Loaded by the login flow only; the rest of the app reads what the flow loaded. */
export function accountProfileQuery() {
  return queryOptions({
    queryKey: authKeys.account(),
    queryFn: ({ signal }) => getAccountProfile(signal),
    staleTime: Infinity,
  });
}

/** The loaded account profile, or undefined when the login flow has not loaded it. */
export function useLoadedAccountProfile(): AccountProfile | undefined {
  return useQuery({ ...accountProfileQuery(), enabled: false }).data;
}
