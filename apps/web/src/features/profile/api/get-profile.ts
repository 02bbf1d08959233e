import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS as E, type Profile } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { call } from '@/shared/lib/http.ts';
import { profileKeys } from './query-keys.ts';

/** GET v1/profile: the resume, or null when there is none yet (404, spec §7). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await call(E.getProfile, {}, { signal, quiet: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    // The page shows a login or not-resident panel for these; anything else is a toast.
    if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) showErrorToast(error);
    throw error;
  }
}

export function profileQuery() {
  return queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery(), enabled });
}
