import { useQuery } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type JobMatchDetail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** GET v1/jobmatches/{id}: one interview with its history. */
export function getJobMatch(id: string, signal?: AbortSignal): Promise<JobMatchDetail> {
  return call(E.jobmatch, { params: { id } }, { signal, quiet: true });
}

export function useJobMatch(id: string) {
  return useQuery({
    queryKey: jobMatchKeys.detail(id),
    queryFn: ({ signal }) => getJobMatch(id, signal),
    retry: false,
  });
}
