import { useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS as E } from '@vaga/contract';
import { eventRead } from './event-read.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}/sessionstock: the seats left now in each session. */
export const useSessionStock = (eventId: number | null) =>
  useQuery({
    ...eventRead(eventId, eventKeys.stock, E.eventSessionStock, 'id'),
    staleTime: 0,
  });
