import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, PATHS, type EventDetail } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}: the event with its sessions (a 404 is shown as a not-found panel). */
export function getEvent(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return request<EventDetail>(buildPath(PATHS.event, { id }), { signal, quiet: true });
}

export function eventQuery(eventId: number) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    retry: false,
  });
}

export function useEvent(eventId: number | null) {
  return useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null });
}
