import { useQuery } from '@tanstack/react-query';
import { buildPath, PATHS, type EventDetail } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}: the event with its sessions (a 404 is shown as a not-found panel). */
export function getEvent(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return request<EventDetail>(buildPath(PATHS.event, { id }), { signal, quiet: true });
}

export function useEvent(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(eventId ?? 0),
    queryFn: ({ signal }) => getEvent(eventId ?? 0, signal),
    enabled: eventId !== null,
    retry: false,
  });
}
