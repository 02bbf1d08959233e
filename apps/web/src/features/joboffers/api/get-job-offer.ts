import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBOFFER_SEARCH_ENDPOINTS as E, type JobOfferDetail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/**
 * GET v1/joboffers/{id}: the whole vacancy; a removed one answers BE_JOBOFFER_INVALID. Quiet: the
 * detail sheet shows a failure in place, so no toast repeats it.
 */
export function getJobOffer(id: number, signal?: AbortSignal): Promise<JobOfferDetail> {
  return call(E.jobOffer, { params: { id } }, { signal, quiet: true });
}

export function jobOfferQuery(id: number) {
  return queryOptions({
    queryKey: jobOfferKeys.detail(id),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getJobOffer(id, signal),
  });
}

/**
 * The vacancy; with `keepFailure`, a failure already in the cache (a server-rendered page's
 * removed vacancy) is shown as it is instead of being asked again as the page mounts.
 */
export function useJobOffer(id: number, keepFailure = false) {
  return useQuery({ ...jobOfferQuery(id), retryOnMount: !keepFailure });
}
