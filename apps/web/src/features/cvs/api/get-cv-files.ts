import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, type CvFile } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { cvKeys } from './query-keys.ts';

/** GET v1/profile/cvs: the seeker's CV files (at most one). */
export function getCvFiles(signal?: AbortSignal): Promise<CvFile[]> {
  return request<CvFile[]>(PATHS.cvs, { signal, quiet: true });
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
