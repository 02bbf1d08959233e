import { buildPath, PATHS, type JobOfferCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import type { VacancySearch } from '../lib/job-search.ts';
import type { LocalVacancyFilter } from './query-keys.ts';

/**
 * GET v1/joboffers/localvancancy/search (or v1/joboffers/events/{eventId}/search): one page of local vacancies matching a keyword and the
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
  const path =
    filter.eventId === undefined
      ? PATHS.localVacancySearch
      : buildPath(PATHS.eventJobOffersSearch, { eventId: filter.eventId });
  return request<Page<JobOfferCard>>(path, {
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
