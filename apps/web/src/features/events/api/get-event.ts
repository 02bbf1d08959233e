import { useQuery } from '@tanstack/react-query';
import { PATHS, type EventDetail } from '@vaga/contract';
import { eventRead } from './event-read.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/events/{id}: the event with its sessions (a 404 is shown as a not-found panel). */
export const useEvent = (eventId: number | null) =>
  useQuery({
    ...eventRead<EventDetail>(eventId, eventKeys.detail, PATHS.event, 'id'),
    retry: false,
  });
