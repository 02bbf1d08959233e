import { useQuery } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type Survey } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** GET v1/jobmatches/{id}/survey: the seeker's result so far and the employer's. */
export function getSurvey(id: string, signal?: AbortSignal): Promise<Survey> {
  return call(E.getSurvey, { params: { id } }, { signal, quiet: true });
}

export function useSurvey(id: string) {
  return useQuery({
    queryKey: jobMatchKeys.survey(id),
    queryFn: ({ signal }) => getSurvey(id, signal),
    retry: false,
  });
}
