import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_EVENT_PATHS,
  type ConsoleEventDetail,
  type ConsoleEventInput,
  type EventCard,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { useConsolePage, useConsoleRecord } from '@/shared/api/console-queries.ts';
import { eventKeys } from './console-query-keys.ts';

export const EVENT_PAGE_SIZE = 20;

/** GET console/events: the events enrolling (1) or finished (2), one page. */
export const useConsoleEvents = (typeEventStatus: number, page: number) =>
  useConsolePage<EventCard>(
    eventKeys.list(typeEventStatus, page),
    CONSOLE_EVENT_PATHS.consoleEvents,
    {
      typeEventStatus,
      page,
      size: EVENT_PAGE_SIZE,
    },
  );

/** GET console/events/{id}: the event with every language's texts, vacancies and history. */
export const useConsoleEvent = (id: string) =>
  useConsoleRecord<ConsoleEventDetail>(eventKeys.detail(id), CONSOLE_EVENT_PATHS.consoleEvent, id);

/** POST console/events: creates an event; answers it as staff read it. */
export function createConsoleEvent(body: ConsoleEventInput): Promise<ConsoleEventDetail> {
  return request<ConsoleEventDetail>(CONSOLE_EVENT_PATHS.consoleEvents, { method: 'POST', body });
}

/** PUT console/events/{id}: replaces the event's fields (its sessions are changed apart). */
export function updateConsoleEvent(id: string, body: ConsoleEventInput): Promise<unknown> {
  return request(buildPath(CONSOLE_EVENT_PATHS.consoleEvent, { id }), { method: 'PUT', body });
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
