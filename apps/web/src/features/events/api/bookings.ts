import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_ENDPOINTS as E,
  CV_ENDPOINTS,
  type ApplyEventVacancy,
  type CvFile,
  type EndpointResponse,
  type EventBooking,
  type Page,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

export type ApplyResult = EndpointResponse<typeof E.applyEventVacancy>;

/** POST v2/jobmatchevents/applyEventVacancy: books a vacancy of the event with a CV or none. */
export function applyEventVacancy(body: ApplyEventVacancy): Promise<ApplyResult> {
  return call(E.applyEventVacancy, { body }, { quiet: true });
}

export function useApplyEventVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyEventVacancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** GET v2/jobmatchevents?eventId=: one page of my bookings at the event, newest first. */
export function getEventBookings(
  eventId: number,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<EventBooking>> {
  return call(
    E.jobMatchEvents,
    { query: { eventId, sort: 'bookedAt,desc', page, size } },
    { signal },
  );
}

/** GET v1/profile/cvs: the seeker's CV files, one of which a booking may attach. */
export function getCvs(signal?: AbortSignal): Promise<CvFile[]> {
  return call(CV_ENDPOINTS.listCvs, {}, { signal });
}

export function useCvs(enabled = true) {
  return useQuery({
    queryKey: eventKeys.cvs(),
    queryFn: ({ signal }) => getCvs(signal),
    enabled,
    staleTime: 0,
  });
}
