import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type SurveyAnswer } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/submitsurvey: the seeker's final answer. */
export function submitSurvey(id: string, answer: SurveyAnswer): Promise<unknown> {
  return call(E.jobmatchSubmitSurvey, { params: { id }, body: answer });
}

/** Submits the survey; the match, its lists and the badges are read again. */
export function useSubmitSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswer) => submitSurvey(id, answer),
    // The pending statistics share the feature's key prefix: the badges are read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.all }),
  });
}
