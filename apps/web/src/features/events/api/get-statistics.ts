import { useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS as E, type EventStatistics } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** GET v2/eventregisters/statistics?eventIds=: my standing at the event (logged in only). */
export async function getStatistics(
  eventId: number,
  signal?: AbortSignal,
): Promise<EventStatistics[number] | null> {
  const list = await call(
    E.eventRegisterStatistics,
    { query: { eventIds: String(eventId) } },
    { signal, quiet: true },
  );
  return list.find((item) => item.eventId === eventId) ?? null;
}

export function useStatistics(eventId: number | null, loggedIn: boolean) {
  return useQuery({
    queryKey: eventKeys.statistics(eventId ?? 0),
    queryFn: ({ signal }) => getStatistics(eventId ?? 0, signal),
    enabled: eventId !== null && loggedIn,
    staleTime: 0,
    retry: false,
  });
}
