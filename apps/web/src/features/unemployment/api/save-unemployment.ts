import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UNEMPLOYMENT_ENDPOINTS as E,
  type UnemploymentCurrent,
  type UnemploymentRegistration,
  type UnemploymentSave,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { unemploymentKeys } from './query-keys.ts';

/**
 * POST v1/jobseeks/sd: `save` keeps the fields in the draft, `submit` saves and submits it. The
 * caller shows the failure (a field's message or a toast).
 */
export async function saveUnemployment(
  input: UnemploymentSave,
  { keepalive }: { keepalive?: boolean } = {},
): Promise<UnemploymentRegistration | null> {
  const answer: UnemploymentCurrent | UnemploymentRegistration | undefined = await call(
    E.registerUnemployment,
    { body: input },
    { quiet: true, keepalive },
  );
  if (!answer) return null;
  return 'registration' in answer ? answer.registration : answer;
}

/** The submission (the draft saves go through useDraftSaver). */
export function useSaveUnemployment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UnemploymentSave) => saveUnemployment(input),
    // Read again where it shows next (the result page), not under the form being left.
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: unemploymentKeys.all, refetchType: 'none' }),
  });
}
