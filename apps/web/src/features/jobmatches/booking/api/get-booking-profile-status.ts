import { useQuery } from '@tanstack/react-query';
import { PATHS, type ProfileStatus } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** GET v2/profile: the resume and its update flag (2 = the resume must be updated first). */
export function getBookingProfileStatus(signal?: AbortSignal): Promise<ProfileStatus> {
  return request<ProfileStatus>(PATHS.profileV2, { signal });
}

export function useBookingProfileStatus() {
  return useQuery({
    queryKey: bookingKeys.profileStatus(),
    queryFn: ({ signal }) => getBookingProfileStatus(signal),
    staleTime: 0,
  });
}
