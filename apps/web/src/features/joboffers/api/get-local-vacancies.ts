import { buildPath, PATHS, type JobOfferCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import type { VacancySearch } from '../lib/job-search.ts';
import type { LocalVacancyFilter } from './query-keys.ts';

/**
 * One page of the local vacancies of a job class (or of an event), for the paged list
 * (useInfiniteQuery inside PagedList), which passes the signal of its query: a newer search
 * cancels this request (spec §7).
 * - No search: GET v1/joboffers/localvancancy (for an event, v1/joboffers/events/{eventId}),
 *   keyed by `jobOfferKeys.localVacancies(filter)`.
 * - A search (a keyword, the filters of spec §3): GET v1/joboffers/localvancancy/search (for an
 *   event, v1/joboffers/events/{eventId}/search), inside the class when one is chosen.
 */
export function getLocalVacancies(
  filter: LocalVacancyFilter,
  search: VacancySearch | null,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobOfferCard>> {
  const { eventId } = filter;
  const path =
    eventId === undefined
      ? search
        ? PATHS.localVacancySearch
        : PATHS.localVacancy
      : buildPath(search ? PATHS.eventJobOffersSearch : PATHS.eventJobOffers, { eventId });
  return request<Page<JobOfferCard>>(path, {
    query: {
      categoryGroupId: filter.categoryGroupId,
      categoryId: filter.categoryId,
      // Sorting by fit is the class list's (a seeker's); a search keeps its own ranking.
      sort: eventId === undefined && !search ? filter.sort : undefined,
      ...search,
      page,
      size,
    },
    signal,
  });
}
