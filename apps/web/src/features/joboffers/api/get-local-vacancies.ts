import {
  EVENT_ENDPOINTS,
  JOBOFFER_SEARCH_ENDPOINTS as E,
  type JobOfferCard,
  type Page,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
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
  const classes = { categoryGroupId: filter.categoryGroupId, categoryId: filter.categoryId };
  if (eventId !== undefined) {
    const params = { eventId };
    const query = { ...classes, ...search, page, size };
    return search
      ? call(EVENT_ENDPOINTS.eventJobOffersSearch, { params, query }, { signal })
      : call(EVENT_ENDPOINTS.eventJobOffers, { params, query }, { signal });
  }
  if (search)
    return call(E.localVacancySearch, { query: { ...classes, ...search, page, size } }, { signal });
  // Sorting by fit is the class list's (a seeker's); a search keeps its own ranking.
  const query = { ...classes, sort: filter.sort, page, size };
  return call(E.localVacancy, { query }, { signal });
}
