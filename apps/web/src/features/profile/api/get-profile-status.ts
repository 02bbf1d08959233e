import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS as E, type ProfileStatus } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { profileKeys } from './query-keys.ts';

/** GET v2/profile: whether a resume exists and its update flag (never a 404). */
export function getProfileStatus(signal?: AbortSignal): Promise<ProfileStatus> {
  return call(E.profileV2, {}, { signal, quiet: true });
}

export function profileStatusQuery() {
  return queryOptions({
    queryKey: profileKeys.status(),
    queryFn: ({ signal }) => getProfileStatus(signal),
  });
}

/** The update flag for the tab badge: asked only for a logged-in person, failures stay silent. */
export function useProfileStatus(enabled: boolean) {
  return useQuery({ ...profileStatusQuery(), enabled });
}

/** Whether the resume must be updated (flag 2): the `/cv` tab shows a badge (spec §4). */
export function useProfileUpdateForced(loggedIn: boolean): boolean {
  const { data } = useProfileStatus(loggedIn);
  return data?.needUpadteProfile === 2;
}
