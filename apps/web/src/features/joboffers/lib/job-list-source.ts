import type { JobOfferCard, Page } from '@vaga/contract';
import { getLocalVacancies } from '../api/get-local-vacancies.ts';
import { jobOfferKeys, type LocalVacancyFilter } from '../api/query-keys.ts';
import type { EventContext } from '../ui/job-list-link.ts';
import { isSearching, readSearch } from './job-search.ts';

export interface JobListSource {
  queryKey: readonly unknown[];
  fetchPage: (page: number, size: number, signal: AbortSignal) => Promise<Page<JobOfferCard>>;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The job list's class, subcategory and event, from its query (`groupId`, `id`, the event's), and
 * `sort=fit` for a logged-in seeker's local list.
 */
export function jobListFilter(
  params: URLSearchParams,
  event: EventContext | null,
  loggedIn = false,
): LocalVacancyFilter {
  const byFit = loggedIn && !event && params.get('sort') === 'fit';
  return {
    categoryGroupId: positiveInt(params.get('groupId')),
    categoryId: positiveInt(params.get('id')),
    eventId: event?.eventId,
    ...(byFit ? { sort: 'fit' as const } : {}),
  };
}

/**
 * What the job list loads: the class's vacancies, or — once a keyword or a filter is set — the
 * search results inside the class. Each search has its own key, so a new search starts a new
 * query: the list's query then cancels the earlier request (its AbortSignal) and, living under
 * another key, an earlier answer can never take the place of the newer one.
 */
export function jobListSource(filter: LocalVacancyFilter, params: URLSearchParams): JobListSource {
  const search = readSearch(params);
  if (!isSearching(search)) {
    return {
      queryKey: jobOfferKeys.localVacancies(filter),
      fetchPage: (page, size, signal) => getLocalVacancies(filter, null, page, size, signal),
    };
  }
  return {
    queryKey: jobOfferKeys.search(filter, search),
    fetchPage: (page, size, signal) => getLocalVacancies(filter, search, page, size, signal),
  };
}
