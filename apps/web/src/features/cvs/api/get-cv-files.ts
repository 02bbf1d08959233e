import { queryOptions, useQuery } from '@tanstack/react-query';
import { CV_ENDPOINTS as E, type CvFile } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { cvKeys } from './query-keys.ts';

/** GET v1/profile/cvs: the seeker's CV files (at most one). */
export function getCvFiles(signal?: AbortSignal): Promise<CvFile[]> {
  return call(E.listCvs, {}, { signal, quiet: true });
}

export function cvFilesQuery() {
  return queryOptions({
    queryKey: cvKeys.list(),
    queryFn: ({ signal }) => getCvFiles(signal),
    staleTime: 0,
  });
}

export function useCvFiles(enabled = true) {
  return useQuery({ ...cvFilesQuery(), enabled });
}
