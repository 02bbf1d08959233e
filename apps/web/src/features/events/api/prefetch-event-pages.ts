import type { QueryClient } from '@tanstack/react-query';
import { pagedListQuery } from '@/shared/ui/paged-list.tsx';
import { idOf } from '../lib/query-ids.ts';
import { eventQuery } from './get-event.ts';
import { eventBannersQuery } from './get-event-banners.ts';
import { getEvents } from './get-events.ts';
import { eventKeys } from './query-keys.ts';

/** An event status of a list's tab: 1 enrolling, 3 registration closed, 2 finished. */
export type EventListStatus = 1 | 2 | 3;

/** The kind (`typeEventId`, 1–3) and the tab (`status`, EventListStatus) of /match-kinds. */
export function eventListOf(params: URLSearchParams): {
  kind: 1 | 2 | 3 | null;
  status: EventListStatus;
} {
  const id = idOf(params.get('typeEventId'));
  const kind = id === 1 || id === 2 || id === 3 ? id : null;
  return { kind, status: eventListStatusOf(params.get('status')) };
}

/** The tab a `status` query names; enrolling unless it names another. */
export function eventListStatusOf(value: string | null): EventListStatus {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** What the event list of a kind and a tab loads: its key and its pages. */
export function eventListSource(kind: number | null, status: EventListStatus) {
  return {
    queryKey: eventKeys.list(kind ?? undefined, status),
    fetchPage: (page: number, size: number, signal?: AbortSignal) =>
      getEvents({ typeEventId: kind ?? undefined, typeEventStatus: status }, page, size, signal),
  };
}

/**
 * Starts the first page of /match-kinds' list and the enrolling events' banners above it (the
 * server renderer's, under the page's keys).
 */
export function prefetchEventList(client: QueryClient, params: URLSearchParams): void {
  const { kind, status } = eventListOf(params);
  const source = eventListSource(kind, status);
  void client.prefetchInfiniteQuery(pagedListQuery(source.queryKey, source.fetchPage));
  void client.prefetchQuery(eventBannersQuery());
}

/** Starts the event of /match-index?eventId= (the server renderer's, under the page's key). */
export function prefetchEventPage(client: QueryClient, params: URLSearchParams): void {
  const eventId = idOf(params.get('eventId'));
  if (eventId !== null) void client.prefetchQuery(eventQuery(eventId));
}
