import { JOBSEEK_ENDPOINTS as E, type JobSeekRecord, type Page } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET v1/jobseeks: one page of the seeker's records of one tab (1 in progress, 2 completed). */
export function getRecords(
  status: number,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobSeekRecord>> {
  return call(E.jobseeks, { query: { jobSeekStatusList: String(status), page, size } }, { signal });
}
