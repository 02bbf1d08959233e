import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResponse } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** An endpoint that reads something of one event by the event's id. */
type EventEndpoint = Endpoint & { method: 'GET'; params: unknown };

/**
 * The query of something of one event: a quiet call of `endpoint` (its `param` the event's id),
 * asked only once there is an event; the page shows its failure (a 404 is "none" or "not found").
 */
export function eventRead<E extends EventEndpoint>(
  eventId: number | null,
  key: (eventId: number) => QueryKey,
  endpoint: E,
  param: 'id' | 'eventId',
) {
  const id = eventId ?? 0;
  return {
    queryKey: key(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(endpoint as Endpoint, { params: { [param]: id } } as EndpointInput<Endpoint>, {
        signal,
        quiet: true,
      }) as Promise<EndpointResponse<E>>,
    enabled: eventId !== null,
  };
}
