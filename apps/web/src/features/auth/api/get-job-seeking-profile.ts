import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS as E } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { call } from '@/shared/lib/http.ts';
import { authKeys } from './query-keys.ts';

/** GET v1/profile, read only for whether it exists: 200 = a profile, 404 = none (spec §7). */
export async function hasJobSeekingProfile(signal?: AbortSignal): Promise<boolean> {
  try {
    await call(E.getProfile, {}, { signal, quiet: true });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

export function hasJobSeekingProfileQuery() {
  return queryOptions({
    queryKey: authKeys.hasProfile(),
    queryFn: ({ signal }) => hasJobSeekingProfile(signal),
  });
}

export function useHasJobSeekingProfile(enabled: boolean) {
  return useQuery({ ...hasJobSeekingProfileQuery(), enabled });
}
