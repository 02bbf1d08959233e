import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, PATHS, type ReplyEmployerRequest } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** POST v1/jobmatches/{id}/replyemployer: accepts or rejects an invitation. */
export function replyEmployer(id: string, body: ReplyEmployerRequest): Promise<unknown> {
  return request<unknown>(buildPath(PATHS.jobmatchReplyEmployer, { id }), {
    method: 'POST',
    body,
  });
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
