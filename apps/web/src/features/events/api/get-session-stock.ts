import { useQuery } from '@tanstack/react-query';
import { PATHS, type EventSessionStock } from '@vaga/contract';
import { eventRead } from './event-read.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}/sessionstock: the seats left now in each session. */
export const useSessionStock = (eventId: number | null) =>
  useQuery({
    ...eventRead<EventSessionStock>(eventId, eventKeys.stock, PATHS.eventSessionStock, 'id'),
    staleTime: 0,
  });
