import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ENDPOINTS as E, isOldEnough, macaoToday, type AccountProfile } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { sharedKeys } from './query-keys.ts';

/** GET /service/profile: the single account's profile (identity documents, number, euid). */
export function getAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return call(E.accountProfile, {}, { signal, quiet: true });
}

/** The one cache entry of the account profile, for the session (the login flow loads it). */
export function accountProfileQuery() {
  return queryOptions({
    queryKey: sharedKeys.account(),
    queryFn: ({ signal }) => getAccountProfile(signal),
    staleTime: Infinity,
  });
}

/** The account profile, loaded when not cached yet (pages that need the identity number, euid). */
export function useAccountProfile(enabled = true) {
  return useQuery({ ...accountProfileQuery(), enabled });
}

/** The account profile the login flow loaded, or undefined when it has not (nothing is fetched). */
export function useLoadedAccountProfile(): AccountProfile | undefined {
  return useQuery({ ...accountProfileQuery(), enabled: false }).data;
}

/** Whether the logged-in person is under 16 by the identity's birth date (spec §5, §9). */
export function useUnderAge(): boolean {
  const birthDate = useLoadedAccountProfile()?.birthDate;
  return Boolean(birthDate) && !isOldEnough(birthDate!, macaoToday());
}
