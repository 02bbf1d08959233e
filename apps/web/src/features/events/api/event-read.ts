import type { QueryKey } from '@tanstack/react-query';
import { buildPath } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/**
 * The query of something of one event: a quiet GET of `path` (its `param` the event's id), asked
 * only once there is an event; the page shows its failure (a 404 is "none" or "not found").
 */
export function eventRead<T>(
  eventId: number | null,
  key: (eventId: number) => QueryKey,
  path: string,
  param: 'id' | 'eventId',
) {
  const id = eventId ?? 0;
  return {
    queryKey: key(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      request<T>(buildPath(path, { [param]: id }), { signal, quiet: true }),
    enabled: eventId !== null,
  };
}
