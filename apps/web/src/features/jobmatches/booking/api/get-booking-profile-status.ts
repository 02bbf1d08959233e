import { useQuery } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS as E, type ProfileStatus } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** GET v2/profile: the resume and its update flag (2 = the resume must be updated first). */
export function getBookingProfileStatus(signal?: AbortSignal): Promise<ProfileStatus> {
  return call(E.profileV2, {}, { signal });
}

export function useBookingProfileStatus() {
  return useQuery({
    queryKey: bookingKeys.profileStatus(),
    queryFn: ({ signal }) => getBookingProfileStatus(signal),
    staleTime: 0,
  });
}
