import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, type JobClass } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';

/** GET v1/joboffers/localvancancy/catalog: the job classes with their subcategories and counts. */
export function getJobClasses(signal?: AbortSignal): Promise<JobClass[]> {
  return request<JobClass[]>(PATHS.localVacancyCatalog, { signal });
}

export function jobClassesQuery() {
  return queryOptions({
    queryKey: jobOfferKeys.catalog(),
    queryFn: ({ signal }) => getJobClasses(signal),
  });
}

export function useJobClasses() {
  return useQuery(jobClassesQuery());
}
