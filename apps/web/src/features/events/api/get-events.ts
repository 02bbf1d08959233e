import { EVENT_ENDPOINTS as E, type EventCard, type Page } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET v2/events: one page of the events of a kind and a status, soonest first. */
export function getEvents(
  filter: { typeEventId?: number; typeEventStatus: number },
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<EventCard>> {
  return call(
    E.events,
    {
      query: {
        typeEventId: filter.typeEventId,
        typeEventStatus: filter.typeEventStatus,
        sort: filter.typeEventStatus === 1 ? 'startDate,asc' : 'startDate,desc',
        page,
        size,
      },
    },
    { signal },
  );
}
