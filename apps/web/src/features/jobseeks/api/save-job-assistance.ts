import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JOBSEEK_ENDPOINTS as E,
  type EndpointResponse,
  type JobAssistanceInput,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobSeekKeys } from './query-keys.ts';

export type SavedJobAssistance = EndpointResponse<typeof E.registerJobAssistance>;

/** POST (a new registration) or PUT (the current valid one) v1/jobseeks/jobassistance. */
export function saveJobAssistance(
  input: JobAssistanceInput,
  mode: 'create' | 'update',
): Promise<SavedJobAssistance> {
  const endpoint = mode === 'create' ? E.registerJobAssistance : E.updateJobAssistance;
  return call(endpoint, { body: input }, { quiet: true });
}

/**
 * The registration, the card's switches and every list of records change with a save: they are
 * marked stale and read again where they show next. The form's own queries are not read again
 * under it, so its success step stays as it is.
 */
const CHANGED_KEYS = [jobSeekKeys.all, ['records'], ['jobseeks']] as const;

export function useSaveJobAssistance(mode: 'create' | 'update') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobAssistanceInput) => saveJobAssistance(input, mode),
    onSuccess: () => {
      for (const queryKey of CHANGED_KEYS)
        void client.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}
