import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS as E, type EventBanner } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/eventbanners: one banner per enrolling event, soonest first. */
export function getEventBanners(signal?: AbortSignal): Promise<EventBanner[]> {
  return call(E.eventBanners, {}, { signal, quiet: true });
}

/** The banners' query: the page's and the server renderer's (prefetch-event-pages.ts). */
export function eventBannersQuery() {
  return queryOptions({
    queryKey: eventKeys.banners(),
    queryFn: ({ signal }) => getEventBanners(signal),
  });
}

export function useEventBanners() {
  return useQuery(eventBannersQuery());
}
