import {
  CONSOLE_JOBSEEK_ENDPOINTS as E,
  type ApproveJobSeek,
  type CloseJobSeek,
  type ReferJobSeek,
  type RefuseJobSeek,
} from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { callConsoleAction as post, useConsoleAction } from '@/shared/console/console-queries.ts';

/** POST console/jobseeks/{id}/approve: processing → valid, with an optional card remark. */
export const approveJobSeek = (id: string, body: ApproveJobSeek) =>
  post(E.consoleJobSeekApprove, id, body);

/** POST console/jobseeks/{id}/refuse: processing → refused, with the reason. */
export const refuseJobSeek = (id: string, body: RefuseJobSeek) =>
  post(E.consoleJobSeekRefuse, id, body);

/** POST console/jobseeks/{id}/refer: the seeker is referred to 1–10 vacancies (all or none). */
export const referJobSeek = (id: string, body: ReferJobSeek) =>
  post(E.consoleJobSeekRefer, id, body);

/** POST console/jobseeks/{id}/close: processing or valid → completed, with the result. */
export const closeJobSeek = (id: string, body: CloseJobSeek) =>
  post(E.consoleJobSeekClose, id, body);

/** One action on a registration: the registration, the queue and the matches are read afresh. */
const useJobSeekAction = <T>(id: string, action: (id: string, body: T) => Promise<unknown>) =>
  useConsoleAction(id, action, [
    [...consoleKeys.jobSeeks(), 'list'],
    consoleKeys.matches(),
    consoleKeys.jobSeek(id),
  ]);

export const useApproveJobSeek = (id: string) => useJobSeekAction(id, approveJobSeek);
export const useRefuseJobSeek = (id: string) => useJobSeekAction(id, refuseJobSeek);
export const useReferJobSeek = (id: string) => useJobSeekAction(id, referJobSeek);
export const useCloseJobSeek = (id: string) => useJobSeekAction(id, closeJobSeek);
