import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, PATHS, type SurveyAnswer } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/submitsurvey: the seeker's final answer. */
export function submitSurvey(id: string, answer: SurveyAnswer): Promise<unknown> {
  return request<unknown>(buildPath(PATHS.jobmatchSubmitSurvey, { id }), {
    method: 'POST',
    body: answer,
  });
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
