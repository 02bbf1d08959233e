import { queryOptions } from '@tanstack/react-query';
import { PATHS } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { request } from '@/shared/lib/http.ts';
import { authKeys } from './query-keys.ts';

/** Interview statistics (spec §3): total, waiting for the seeker's reply, reviews completed. */
export interface PendingStatistics {
  total: number;
  waitSeekerReply: number;
  completeReview: number;
}

/**
 * GET v1/jobmatches/statistics/pending. A server without interview matches answers 404: that
 * is "no statistics" (null), not a failure.
 */
export async function getPendingStatistics(
  signal?: AbortSignal,
): Promise<PendingStatistics | null> {
  try {
    return await request<PendingStatistics>(PATHS.jobmatchPendingStatistics, {
      signal,
      quiet: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function pendingStatisticsQuery() {
  return queryOptions({
    queryKey: authKeys.pendingStatistics(),
    queryFn: ({ signal }) => getPendingStatistics(signal),
  });
}
