import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, PendingStatisticsSchema, type PendingStatistics } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { request } from '@/shared/lib/http.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET v1/jobmatches/statistics/pending (spec §3 Interview statistics): active interviews,
 * invitations waiting for the seeker's reply, surveys to answer. Read at login, by the tab bar and
 * by the interview tabs. A server without interview matches answers 404: "no statistics" (null).
 */
export async function getPendingStatistics(
  signal?: AbortSignal,
): Promise<PendingStatistics | null> {
  try {
    const body = await request<unknown>(PATHS.jobmatchPendingStatistics, { signal, quiet: true });
    return PendingStatisticsSchema.parse(body);
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
