import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type ApplyJobRequest } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from '../../api/query-keys.ts';

/** POST v1/jobmatches/applyjob: books the interview; a refusal answers its catalogue code. */
export function applyJob(body: ApplyJobRequest): Promise<{ jobMatchUid: string }> {
  return call(E.jobmatchApplyJob, { body });
}

export function useApplyJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.all }),
  });
}
