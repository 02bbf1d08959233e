import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_EVENT_PATHS,
  type ConsoleEmployerEventBookingPageSchema,
  type ConsoleEventRegistrationPageSchema,
} from '@vaga/contract';
import type { z } from 'zod';
import { request } from '@/shared/lib/http.ts';
import { eventKeys } from './console-query-keys.ts';

export type EventRegistrationPage = z.infer<typeof ConsoleEventRegistrationPageSchema>;
export type EventBookingPage = z.infer<typeof ConsoleEmployerEventBookingPageSchema>;
export const LIST_PAGE_SIZE = 20;

/** GET console/events/{id}/registrations: who registered, with the check-in state. */
export function getEventRegistrations(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<EventRegistrationPage> {
  return request<EventRegistrationPage>(
    buildPath(CONSOLE_EVENT_PATHS.consoleEventRegistrations, { id }),
    { query: { page, size: LIST_PAGE_SIZE }, signal },
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
  return request<EventBookingPage>(CONSOLE_EVENT_PATHS.consoleEmployerEventBookings, {
    query: { eventId, page, size: LIST_PAGE_SIZE },
    signal,
  });
}

export function useEmployerEventBookings(eventId: number | null, page: number) {
  return useQuery({
    queryKey: eventKeys.bookings(eventId, page),
    queryFn: ({ signal }) => getEmployerEventBookings(eventId, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
