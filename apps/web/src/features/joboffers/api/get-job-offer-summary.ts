import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBOFFER_CATALOG_ENDPOINTS as E, type JobOfferSummary } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET v1/joboffers/summary: the vacancy statistics of the service page. */
export function getJobOfferSummary(signal?: AbortSignal): Promise<JobOfferSummary> {
  return call(E.jobOfferSummary, {}, { signal });
}

export function jobOfferSummaryQuery() {
  return queryOptions({
    queryKey: jobOfferKeys.summary(),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getJobOfferSummary(signal),
  });
}

export function useJobOfferSummary() {
  return useQuery(jobOfferSummaryQuery());
}
