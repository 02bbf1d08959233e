import { useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS as E } from '@vaga/contract';
import { eventRead } from './event-read.ts';
import { eventKeys } from './query-keys.ts';

/** How often the ticket page asks for the waiting count while it is open. */
export const REGISTRATION_POLL_MS = 15_000;

/** GET v2/eventregisters/events/{eventId}: my registration and ticket (404 when I have none). */
export const useRegistration = (eventId: number | null) =>
  useQuery({
    ...eventRead(eventId, eventKeys.registration, E.eventRegisterByEvent, 'eventId'),
    staleTime: 0,
    retry: false,
    // Polled while there is a ticket to follow (the queue moves at the venue), not after a 404.
    refetchInterval: (query) => (query.state.data ? REGISTRATION_POLL_MS : false),
  });
