import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_EVENT_ENDPOINTS as E,
  type ConsoleEventDetail,
  type ConsoleEventInput,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { useEndpointPage, useEndpointRecord } from '@/shared/console/console-queries.ts';
import { eventKeys } from './console-query-keys.ts';

export const EVENT_PAGE_SIZE = 20;

/** GET console/events: the events enrolling (1) or finished (2), one page. */
export const useConsoleEvents = (typeEventStatus: number, page: number) =>
  useEndpointPage(eventKeys.list(typeEventStatus, page), E.listConsoleEvents, {
    typeEventStatus,
    page,
    size: EVENT_PAGE_SIZE,
  });

/** GET console/events/{id}: the event with every language's texts, vacancies and history. */
export const useConsoleEvent = (id: string) =>
  useEndpointRecord(eventKeys.detail(id), E.getConsoleEvent, id);

/** POST console/events: creates an event; answers it as staff read it. */
export function createConsoleEvent(body: ConsoleEventInput): Promise<ConsoleEventDetail> {
  return call(E.createConsoleEvent, { body });
}

/** PUT console/events/{id}: replaces the event's fields (its sessions are changed apart). */
export function updateConsoleEvent(id: string, body: ConsoleEventInput): Promise<unknown> {
  return call(E.updateConsoleEvent, { params: { id }, body });
}

export function useCreateConsoleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsoleEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventKeys.all(), 'list'] }),
  });
}

/**
 * A change to one event (its fields, sessions, vacancies, registration): a failure shows the
 * catalogue message (the request's toast); a success reads the event and the lists afresh.
 */
export function useEventChange<T>(id: string, change: (id: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => change(id, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: [...eventKeys.all(), 'list'] });
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
    },
  });
}

export const useUpdateConsoleEvent = (id: string) => useEventChange(id, updateConsoleEvent);
