import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, PATHS, type SurveyAnswer } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/survey: keeps the answer without submitting it. */
export function saveSurvey(id: string, answer: SurveyAnswer): Promise<unknown> {
  return request<unknown>(buildPath(PATHS.jobmatchSurvey, { id }), {
    method: 'POST',
    body: answer,
  });
}

export function useSaveSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswer) => saveSurvey(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.survey(id) }),
  });
}
