import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS, JOBOFFER_CATALOG_ENDPOINTS as E, type JobClass } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/**
 * GET v1/joboffers/localvancancy/catalog: the job classes with their subcategories and counts; with
 * an event, GET v1/joboffers/events/{eventId}/catalog: those of the event's vacancies.
 */
export function getJobClasses(signal?: AbortSignal, eventId?: number): Promise<JobClass[]> {
  return eventId === undefined
    ? call(E.localVacancyCatalog, {}, { signal })
    : call(EVENT_ENDPOINTS.eventJobOffersCatalog, { params: { eventId } }, { signal });
}

export function jobClassesQuery(eventId?: number) {
  return queryOptions({
    queryKey: jobOfferKeys.catalog(eventId),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getJobClasses(signal, eventId),
  });
}

export function useJobClasses(eventId?: number) {
  return useQuery(jobClassesQuery(eventId));
}
