import { useQuery } from '@tanstack/react-query';
import { JOBOFFER_CATALOG_ENDPOINTS as E, type JobClass } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { postingKeys } from './posting-query-keys.ts';

/** GET v1/joboffers/localvancancy/catalog: the job classes and their subcategories. */
export function getPostingCatalog(signal?: AbortSignal): Promise<JobClass[]> {
  return call(E.localVacancyCatalog, {}, { signal });
}

/** The job classes a vacancy may be filed under, in the page's language. */
export function usePostingCatalog() {
  return useQuery({
    queryKey: postingKeys.catalog(currentApiLanguage()),
    queryFn: ({ signal }) => getPostingCatalog(signal),
    staleTime: 10 * 60_000,
  });
}
