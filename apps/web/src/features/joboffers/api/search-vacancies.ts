import { PATHS, type JobOfferCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import type { VacancySearch } from '../lib/job-search.ts';
import type { LocalVacancyFilter } from './query-keys.ts';

/**
 * GET v1/joboffers/localvancancy/search: one page of local vacancies matching a keyword and the
 * filters of spec §3, inside a job class when one is chosen. The paged list passes the signal
 * of its query, so a newer search cancels this request (spec §7).
 */
export function searchLocalVacancies(
  filter: LocalVacancyFilter,
  search: VacancySearch,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobOfferCard>> {
  return request<Page<JobOfferCard>>(PATHS.localVacancySearch, {
    query: {
      categoryGroupId: filter.categoryGroupId,
      categoryId: filter.categoryId,
      ...search,
      page,
      size,
    },
    signal,
  });
}
