import { useQuery } from '@tanstack/react-query';
import { PATHS, type JobClass } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { postingKeys } from './posting-query-keys.ts';

/** GET v1/joboffers/localvancancy/catalog: the job classes and their subcategories. */
export function getPostingCatalog(signal?: AbortSignal): Promise<JobClass[]> {
  return request<JobClass[]>(PATHS.localVacancyCatalog, { signal });
}

/** The job classes a vacancy may be filed under, in the page's language. */
export function usePostingCatalog() {
  return useQuery({
    queryKey: postingKeys.catalog(currentApiLanguage()),
    queryFn: ({ signal }) => getPostingCatalog(signal),
    staleTime: 10 * 60_000,
  });
}
