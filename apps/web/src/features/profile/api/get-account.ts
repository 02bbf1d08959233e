import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, type AccountProfile } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { profileKeys } from './query-keys.ts';

/**
 * GET /service/profile: the single account (identity number for the read-only document field,
 * euid to remember dismissed hints per user).
 */
export function getAccount(signal?: AbortSignal): Promise<AccountProfile> {
  return request<AccountProfile>(PATHS.accountProfile, { signal, quiet: true });
}

export function accountQuery() {
  return queryOptions({
    queryKey: profileKeys.account(),
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 10 * 60_000,
  });
}

export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery(), enabled });
}
