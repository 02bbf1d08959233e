import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_EVENT_ENDPOINTS as E,
  type ConsoleEventCheckin,
  type ConsoleEventSessionInput,
} from '@vaga/contract';
import { callConsoleAction } from '@/shared/console/console-queries.ts';
import { call } from '@/shared/lib/http.ts';
import { useEventChange } from './console-events.ts';
import { eventKeys } from './console-query-keys.ts';

/** POST console/events/{id}/sessions: adds a session (quiet: the form shows its refusal). */
export const addEventSession = (id: string, body: ConsoleEventSessionInput) =>
  call(E.consoleEventSessions, { params: { id }, body }, { quiet: true });

/** PUT console/events/{id}/sessions/{sessionId}: its times, quota (never below the seats taken). */
export const updateEventSession = (
  id: string,
  { sessionId, ...body }: ConsoleEventSessionInput & { sessionId: number },
) => call(E.consoleEventSession, { params: { id, sessionId }, body }, { quiet: true });

/** POST console/events/{id}/joboffers: attaches valid vacancies, or with `detach` removes them. */
export const changeEventVacancies = (
  id: string,
  body: { jobOfferIds: number[]; detach: boolean },
) => callConsoleAction(E.consoleEventVacancies, id, body);

/** POST console/events/{id}/registration: opens or closes registration. */
export const setEventRegistration = (id: string, body: { open: boolean }) =>
  callConsoleAction(E.consoleEventRegistration, id, body);

export const useAddEventSession = (id: string) => useEventChange(id, addEventSession);
export const useUpdateEventSession = (id: string) => useEventChange(id, updateEventSession);
export const useChangeEventVacancies = (id: string) => useEventChange(id, changeEventVacancies);
export const useSetEventRegistration = (id: string) => useEventChange(id, setEventRegistration);

/**
 * POST console/events/{id}/checkins: checks a seeker in by the ticket. Quiet: the page shows a
 * refusal (BE_EVENT_TICKET_INVALID, BE_EVENT_ALREADY_CHECKED_IN) next to the ticket.
 */
export function checkInTicket(id: string, ticket: string): Promise<ConsoleEventCheckin> {
  return call(E.consoleEventCheckins, { params: { id }, body: { ticket } }, { quiet: true });
}

export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: string) => checkInTicket(id, ticket),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
