import type { QueryClient } from '@tanstack/react-query';
import { pagedListQuery } from '@/shared/ui/paged-list.tsx';
import { idOf } from '../lib/query-ids.ts';
import { eventQuery } from './get-event.ts';
import { eventBannersQuery } from './get-event-banners.ts';
import { getEvents } from './get-events.ts';
import { eventKeys } from './query-keys.ts';

/** The kind (`typeEventId`, 1–3) and the tab (`status`: 1 enrolling, 2 finished) of /match-kinds. */
export function eventListOf(params: URLSearchParams): { kind: 1 | 2 | 3 | null; status: 1 | 2 } {
  const id = idOf(params.get('typeEventId'));
  const kind = id === 1 || id === 2 || id === 3 ? id : null;
  return { kind, status: params.get('status') === '2' ? 2 : 1 };
}

/** What the event list of a kind and a tab loads: its key and its pages. */
export function eventListSource(kind: number | null, status: 1 | 2) {
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
