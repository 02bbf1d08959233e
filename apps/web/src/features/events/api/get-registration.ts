import { useQuery } from '@tanstack/react-query';
import { buildPath, PATHS, type EventRegistration } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** How often the ticket page asks for the waiting count while it is open. */
export const REGISTRATION_POLL_MS = 15_000;

/** GET v2/eventregisters/events/{eventId}: my registration and ticket (404 when I have none). */
export function getRegistration(eventId: number, signal?: AbortSignal): Promise<EventRegistration> {
  return request<EventRegistration>(buildPath(PATHS.eventRegisterByEvent, { eventId }), {
    signal,
    quiet: true,
  });
}

export function useRegistration(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.registration(eventId ?? 0),
    queryFn: ({ signal }) => getRegistration(eventId ?? 0, signal),
    enabled: eventId !== null,
    staleTime: 0,
    retry: false,
    // Polled while there is a ticket to follow (the queue moves at the venue), not after a 404.
    refetchInterval: (query) => (query.state.data ? REGISTRATION_POLL_MS : false),
  });
}
