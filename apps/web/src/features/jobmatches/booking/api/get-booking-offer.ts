import { useQuery } from '@tanstack/react-query';
import { JOBOFFER_SEARCH_ENDPOINTS as E, type JobOfferDetail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** GET v1/joboffers/{id}: the vacancy being booked (its title, employer and `needCv`). */
export function getBookingOffer(id: number, signal?: AbortSignal): Promise<JobOfferDetail> {
  return call(E.jobOffer, { params: { id } }, { signal });
}

export function useBookingOffer(id: number | null) {
  return useQuery({
    queryKey: bookingKeys.offer(id ?? 0),
    queryFn: ({ signal }) => getBookingOffer(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
}
