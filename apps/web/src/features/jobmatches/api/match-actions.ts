import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_JOBMATCH_ENDPOINTS as E,
  type ArrangeInterview,
  type CancelInterview,
  type ChangeInterview,
  type ConsoleMatchDetail,
  type DeclineRequest,
  type RecordResult,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** POST console/jobmatches/{id}/arrange: accepts a request by arranging the interview. */
export function arrangeMatch(id: string, body: ArrangeInterview): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatchArrange, { params: { id }, body });
}

/** POST console/jobmatches/{id}/decline: declines a request with a reason. */
export function declineMatch(id: string, body: DeclineRequest): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatchDecline, { params: { id }, body });
}

/** POST console/jobmatches/{id}/result: records hired, not hired or absent. */
export function recordResult(id: string, body: RecordResult): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatchResult, { params: { id }, body });
}

/** POST console/jobmatches/{id}/change: moves the interview to another time or place. */
export function changeMatch(id: string, body: ChangeInterview): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatchChange, { params: { id }, body });
}

/** POST console/jobmatches/{id}/cancel: cancels the interview or invitation with a reason. */
export function cancelMatch(id: string, body: CancelInterview): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatchCancel, { params: { id }, body });
}

/** One action on a match; the answer (the match after it) replaces the cached detail. */
function useMatchAction<T>(
  id: string,
  action: (id: string, body: T) => Promise<ConsoleMatchDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => action(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleKeys.match(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...consoleKeys.matches(), 'list'] });
    },
  });
}

export const useArrangeMatch = (id: string) => useMatchAction(id, arrangeMatch);
export const useDeclineMatch = (id: string) => useMatchAction(id, declineMatch);
export const useRecordResult = (id: string) => useMatchAction(id, recordResult);
export const useChangeMatch = (id: string) => useMatchAction(id, changeMatch);
export const useCancelMatch = (id: string) => useMatchAction(id, cancelMatch);
