import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_EVENT_ENDPOINTS as E, type EndpointResponse } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './console-query-keys.ts';

export type EventRegistrationPage = EndpointResponse<typeof E.consoleEventRegistrations>;
export type EventBookingPage = EndpointResponse<typeof E.consoleEmployerEventBookings>;
export const LIST_PAGE_SIZE = 20;

/** GET console/events/{id}/registrations: who registered, with the check-in state. */
export function getEventRegistrations(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<EventRegistrationPage> {
  return call(
    E.consoleEventRegistrations,
    { params: { id }, query: { page, size: LIST_PAGE_SIZE } },
    { signal },
  );
}

export function useEventRegistrations(id: string, page: number) {
  return useQuery({
    queryKey: eventKeys.registrations(id, page),
    queryFn: ({ signal }) => getEventRegistrations(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/event-bookings: who booked the employer's vacancies at events, maybe one event. */
export function getEmployerEventBookings(
  eventId: number | null,
  page: number,
  signal?: AbortSignal,
): Promise<EventBookingPage> {
  return call(
    E.consoleEmployerEventBookings,
    { query: { eventId, page, size: LIST_PAGE_SIZE } },
    { signal },
  );
}

export function useEmployerEventBookings(eventId: number | null, page: number) {
  return useQuery({
    queryKey: eventKeys.bookings(eventId, page),
    queryFn: ({ signal }) => getEmployerEventBookings(eventId, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
