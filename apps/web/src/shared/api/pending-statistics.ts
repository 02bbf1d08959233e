import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type PendingStatistics } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { call } from '@/shared/lib/http.ts';
import { sharedKeys } from './query-keys.ts';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * GET v1/jobmatches/statistics/pending (spec §3 Interview statistics): active interviews,
 * invitations waiting for the seeker's reply, surveys to answer. Read at login, by the tab bar and
 * by the interview tabs. A server without interview matches answers 404: "no statistics" (null).
 */
export async function getPendingStatistics(
  signal?: AbortSignal,
): Promise<PendingStatistics | null> {
  try {
    const body: Partial<PendingStatistics> | undefined = await call(
      E.jobmatchPendingStatistics,
      {},
      { signal, quiet: true },
    );
    // The shape of PendingStatisticsSchema, checked by hand: the tab bar is on the first screen,
    // which does not load the schema library.
    return {
      total: count(body?.total),
      waitSeekerReply: count(body?.waitSeekerReply),
      completeReview: count(body?.completeReview),
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function pendingStatisticsQuery() {
  return queryOptions({
    queryKey: sharedKeys.pendingStatistics(),
    queryFn: ({ signal }) => getPendingStatistics(signal),
  });
}

/** The statistics of a logged-in resident; null while unknown or without any. */
export function usePendingStatistics(enabled: boolean): PendingStatistics | null {
  const query = useQuery({ ...pendingStatisticsQuery(), enabled });
  return enabled ? (query.data ?? null) : null;
}
