import { useQuery } from '@tanstack/react-query';
import { PATHS, type CvFile } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** GET v1/profile/cvs: the seeker's CV files, one of which the booking may attach. */
export function getBookingCvs(signal?: AbortSignal): Promise<CvFile[]> {
  return request<CvFile[]>(PATHS.cvs, { signal });
}

export function useBookingCvs() {
  return useQuery({
    queryKey: bookingKeys.cvs(),
    queryFn: ({ signal }) => getBookingCvs(signal),
    staleTime: 0,
  });
}
