import { buildPath, PATHS, type JobOfferCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import type { LocalVacancyFilter } from './query-keys.ts';

/**
 * GET v1/joboffers/localvancancy (or, for an event, v1/joboffers/events/{eventId}): one page of the local vacancies of a job class. The paged list
 * drives it (useInfiniteQuery inside PagedList), keyed by `jobOfferKeys.localVacancies(filter)`.
 */
export function getLocalVacancies(
  filter: LocalVacancyFilter,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobOfferCard>> {
  const path =
    filter.eventId === undefined
      ? PATHS.localVacancy
      : buildPath(PATHS.eventJobOffers, { eventId: filter.eventId });
  return request<Page<JobOfferCard>>(path, {
    query: {
      categoryGroupId: filter.categoryGroupId,
      categoryId: filter.categoryId,
      sort: filter.eventId === undefined ? filter.sort : undefined,
      page,
      size,
    },
    signal,
  });
}
