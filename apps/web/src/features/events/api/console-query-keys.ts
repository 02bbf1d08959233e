import { consoleKeys } from '@/shared/console/console-keys.ts';
import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the console's events (under the console's keys, dropped with the session). */
export const eventKeys = sessionKeys('console', {
  all: () => [...consoleKeys.all, 'events'] as const,
  list: (status: number, page: number) => [...eventKeys.all(), 'list', status, page] as const,
  detail: (id: string) => [...eventKeys.all(), 'detail', id] as const,
  registrations: (id: string, page: number) =>
    [...eventKeys.all(), 'registrations', id, page] as const,
  bookings: (eventId: number | null, page: number) =>
    [...consoleKeys.all, 'eventBookings', eventId, page] as const,
});
