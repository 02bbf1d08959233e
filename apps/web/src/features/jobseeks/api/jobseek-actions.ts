import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_JOBSEEK_PATHS,
  type ApproveJobSeek,
  type CloseJobSeek,
  type ReferJobSeek,
  type RefuseJobSeek,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

const post = (path: string, id: string, body: unknown): Promise<unknown> =>
  request(buildPath(path, { id }), { method: 'POST', body });

/** POST console/jobseeks/{id}/approve: processing → valid, with an optional card remark. */
export const approveJobSeek = (id: string, body: ApproveJobSeek) =>
  post(CONSOLE_JOBSEEK_PATHS.consoleJobSeekApprove, id, body);

/** POST console/jobseeks/{id}/refuse: processing → refused, with the reason. */
export const refuseJobSeek = (id: string, body: RefuseJobSeek) =>
  post(CONSOLE_JOBSEEK_PATHS.consoleJobSeekRefuse, id, body);

/** POST console/jobseeks/{id}/refer: the seeker is referred to 1–10 vacancies (all or none). */
export const referJobSeek = (id: string, body: ReferJobSeek) =>
  post(CONSOLE_JOBSEEK_PATHS.consoleJobSeekRefer, id, body);

/** POST console/jobseeks/{id}/close: processing or valid → completed, with the result. */
export const closeJobSeek = (id: string, body: CloseJobSeek) =>
  post(CONSOLE_JOBSEEK_PATHS.consoleJobSeekClose, id, body);

/**
 * One action on a registration. Its failure shows the catalogue message (the request's toast);
 * its success loads the registration again, and the queue and the matches are read afresh.
 */
function useJobSeekAction<T>(id: string, action: (id: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => action(id, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: [...consoleKeys.jobSeeks(), 'list'] });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.matches() });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.jobSeek(id) });
    },
  });
}

export const useApproveJobSeek = (id: string) => useJobSeekAction(id, approveJobSeek);
export const useRefuseJobSeek = (id: string) => useJobSeekAction(id, refuseJobSeek);
export const useReferJobSeek = (id: string) => useJobSeekAction(id, referJobSeek);
export const useCloseJobSeek = (id: string) => useJobSeekAction(id, closeJobSeek);
