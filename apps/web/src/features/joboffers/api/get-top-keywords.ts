import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBOFFER_SEARCH_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET v1/joboffers/topkeywords: the hot searches, most searched first. */
export function getTopKeywords(signal?: AbortSignal): Promise<string[]> {
  return call(E.topKeywords, {}, { signal, quiet: true });
}

export function useTopKeywords() {
  return useQuery(
    queryOptions({
      queryKey: jobOfferKeys.topKeywords(),
      networkMode: OFFLINE_FIRST,
      queryFn: ({ signal }) => getTopKeywords(signal),
    }),
  );
}
