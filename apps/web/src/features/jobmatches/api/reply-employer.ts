import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type ReplyEmployerRequest } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/replyemployer: accepts or rejects an invitation. */
export function replyEmployer(id: string, body: ReplyEmployerRequest): Promise<unknown> {
  return call(E.jobmatchReplyEmployer, { params: { id }, body });
}

/** Answers an invitation; the lists, the match and the badges are read again. */
export function useReplyEmployer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyEmployerRequest) => replyEmployer(id, body),
    // The pending statistics share the feature's key prefix: the badges are read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.all }),
  });
}
