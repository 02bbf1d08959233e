import { useQuery } from '@tanstack/react-query';
import {
  EVENT_ENDPOINTS as E,
  type EventVacancyDetail,
  type JobOfferCard,
  type Page,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}/joboffers: one page of the event's vacancies, by keyword. */
export function getEventVacancies(
  eventId: number,
  keyword: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobOfferCard>> {
  return call(
    E.eventVacancies,
    { params: { id: eventId }, query: { keyword: keyword.trim(), page, size } },
    { signal },
  );
}

/** GET v2/events/{eventId}/joboffers/{jobOfferId}: a vacancy of the event, with my booking. */
export function getEventVacancy(
  eventId: number,
  jobOfferId: number,
  signal?: AbortSignal,
): Promise<EventVacancyDetail> {
  return call(E.eventVacancy, { params: { eventId, jobOfferId } }, { signal, quiet: true });
}

export function useEventVacancy(eventId: number | null, jobOfferId: number | null) {
  return useQuery({
    queryKey: eventKeys.vacancy(eventId ?? 0, jobOfferId ?? 0),
    queryFn: ({ signal }) => getEventVacancy(eventId ?? 0, jobOfferId ?? 0, signal),
    enabled: eventId !== null && jobOfferId !== null,
    staleTime: 0,
    retry: false,
  });
}
