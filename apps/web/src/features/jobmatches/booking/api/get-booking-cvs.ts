import { useQuery } from '@tanstack/react-query';
import { CV_ENDPOINTS as E, type CvFile } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** GET v1/profile/cvs: the seeker's CV files, one of which the booking may attach. */
export function getBookingCvs(signal?: AbortSignal): Promise<CvFile[]> {
  return call(E.listCvs, {}, { signal });
}

export function useBookingCvs() {
  return useQuery({
    queryKey: bookingKeys.cvs(),
    queryFn: ({ signal }) => getBookingCvs(signal),
    staleTime: 0,
  });
}
