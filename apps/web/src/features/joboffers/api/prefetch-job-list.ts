import type { QueryClient } from '@tanstack/react-query';
import { pagedListQuery } from '@/shared/ui/paged-list.tsx';
import { eventContextOf } from '../lib/event-context.ts';
import { jobListFilter, jobListSource } from '../lib/job-list-source.ts';
import { jobClassesQuery } from './get-job-classes.ts';

/**
 * Starts the requests of the job list's first screen (its job classes and the first page of its
 * vacancies or search results) from the list's query, while the page's code and texts load.
 */
export function prefetchJobList(client: QueryClient, params: URLSearchParams): void {
  const event = eventContextOf(params);
  if (event === undefined) return;
  void client.prefetchQuery(jobClassesQuery(event?.eventId));
  const source = jobListSource(jobListFilter(params, event), params);
  void client.prefetchInfiniteQuery(pagedListQuery(source.queryKey, source.fetchPage));
}
