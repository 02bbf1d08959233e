import { useQuery } from '@tanstack/react-query';
import { buildPath, PATHS, type EventSessionStock } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}/sessionstock: the seats left now in each session. */
export function getSessionStock(id: number, signal?: AbortSignal): Promise<EventSessionStock> {
  return request<EventSessionStock>(buildPath(PATHS.eventSessionStock, { id }), {
    signal,
    quiet: true,
  });
}

export function useSessionStock(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.stock(eventId ?? 0),
    queryFn: ({ signal }) => getSessionStock(eventId ?? 0, signal),
    enabled: eventId !== null,
    staleTime: 0,
  });
}
