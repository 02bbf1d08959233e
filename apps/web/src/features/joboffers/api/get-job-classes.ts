import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, JOBOFFER_CATALOG_ENDPOINTS as E, PATHS, type JobClass } from '@vaga/contract';
import { call, request } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/**
 * GET v1/joboffers/localvancancy/catalog: the job classes with their subcategories and counts; with
 * an event, GET v1/joboffers/events/{eventId}/catalog: those of the event's vacancies.
 */
export function getJobClasses(signal?: AbortSignal, eventId?: number): Promise<JobClass[]> {
  if (eventId === undefined) return call(E.localVacancyCatalog, {}, { signal });
  return request<JobClass[]>(buildPath(PATHS.eventJobOffersCatalog, { eventId }), { signal });
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
