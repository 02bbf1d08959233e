import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS as E } from '@vaga/contract';
import { eventRead } from './event-read.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}: the event with its sessions (a 404 is shown as a not-found panel). */
const eventDetailRead = (eventId: number | null) => ({
  ...eventRead(eventId, eventKeys.detail, E.event, 'id'),
  retry: false,
});

/** The event's query, as a page's prefetch (on the server too) starts it. */
export const eventQuery = (eventId: number) => queryOptions(eventDetailRead(eventId));

/**
 * The event; with `keepFailure`, a failure already in the cache (a server-rendered page's unknown
 * event) is shown as it is instead of being asked again as the page mounts.
 */
export const useEvent = (eventId: number | null, keepFailure = false) =>
  useQuery({ ...eventDetailRead(eventId), retryOnMount: !keepFailure });
