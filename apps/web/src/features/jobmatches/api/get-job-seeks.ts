import { useQuery } from '@tanstack/react-query';
import { JOBSEEK_ENDPOINTS as E, LIMITS, type JobSeekRecord } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** A job-seek service (registration record, spec §3) the interviews can be filtered by. */
export type JobSeekOption = Pick<JobSeekRecord, 'jobSeekId' | 'jobSeekName' | 'entNo' | 'entDate'> &
  Partial<Pick<JobSeekRecord, 'statusDesc' | 'jobMatchCount'>>;

/** Pages read at most: a seeker registers a few times a year, far fewer than this many pages. */
const MAX_PAGES = 10;

/**
 * GET v1/jobseeks (the paged records, both statuses): every registration of the seeker, newest
 * first, read page by page until the count is reached. A 404 means the seeker has none.
 */
export async function getJobSeeks(signal?: AbortSignal): Promise<JobSeekOption[]> {
  const size = LIMITS.pageSizeMax;
  const all: JobSeekOption[] = [];
  try {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await call(E.jobseeks, { query: { page, size } }, { signal, quiet: true });
      all.push(...body.content);
      if (body.content.length === 0 || all.length >= body.totalElements) break;
    }
    return all;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useJobSeeks() {
  return useQuery({
    queryKey: jobMatchKeys.jobSeeks(),
    queryFn: ({ signal }) => getJobSeeks(signal),
    retry: false,
  });
}
