import { useQuery } from '@tanstack/react-query';
import { JOBSEEK_ENDPOINTS as E, type JobSeekRecordDetail } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { call } from '@/shared/lib/http.ts';
import { recordKeys } from './query-keys.ts';

/** GET v1/jobseeks/{id}: one record; 404 for a missing one or another seeker's (the page says so). */
export async function getRecord(id: string, signal?: AbortSignal): Promise<JobSeekRecordDetail> {
  try {
    return await call(E.jobseek, { params: { id } }, { signal, quiet: true });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) showErrorToast(error);
    throw error;
  }
}

export function useRecord(id: string) {
  return useQuery({
    queryKey: recordKeys.detail(id),
    queryFn: ({ signal }) => getRecord(id, signal),
    retry: false,
  });
}
