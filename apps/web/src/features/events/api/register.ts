import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_ENDPOINTS as E,
  type EventInitialValidateResult,
  type EventRegisterInput,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { eventKeys } from './query-keys.ts';

/** POST v2/eventregisters/initialvalidate: may I register? Refusals answer their code. */
export function initialValidate(
  eventId: number,
  signal?: AbortSignal,
): Promise<EventInitialValidateResult> {
  return call(E.eventRegisterInitialValidate, { body: { eventId } }, { signal, quiet: true });
}

export function useInitialValidate(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.validation(eventId ?? 0),
    queryFn: ({ signal }) => initialValidate(eventId ?? 0, signal),
    enabled: eventId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST v2/eventregisters: registers for the chosen sessions (all or none). */
export function register(body: EventRegisterInput): Promise<unknown> {
  return call(E.eventRegisters, { body }, { quiet: true });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
