import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type SurveyAnswer } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/survey: keeps the answer without submitting it. */
export function saveSurvey(id: string, answer: SurveyAnswer): Promise<unknown> {
  return call(E.saveSurvey, { params: { id }, body: answer });
}

export function useSaveSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswer) => saveSurvey(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.survey(id) }),
  });
}
