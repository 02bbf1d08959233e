import { useQuery } from '@tanstack/react-query';
import {
  JOBSEEK_ENDPOINTS as E,
  type JobAssistance,
  type JobAssistanceOptions,
} from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { call } from '@/shared/lib/http.ts';
import { jobSeekKeys } from './query-keys.ts';

/** GET v1/jobseeks/jobassistance: the latest registration, or null when the seeker never registered (404). */
export async function getJobAssistance(signal?: AbortSignal): Promise<JobAssistance | null> {
  try {
    return await call(E.getJobAssistance, {}, { signal, quiet: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    showErrorToast(error);
    throw error;
  }
}

/** GET v1/jobseeks/jobassistance/options: the card's switches and the form's choices. */
export function getJobAssistanceOptions(signal?: AbortSignal): Promise<JobAssistanceOptions> {
  return call(E.jobAssistanceOptions, {}, { signal });
}

export function useJobAssistance() {
  return useQuery({
    queryKey: jobSeekKeys.current(),
    queryFn: ({ signal }) => getJobAssistance(signal),
    retry: false,
    staleTime: 0,
  });
}

export function useJobAssistanceOptions() {
  return useQuery({
    queryKey: jobSeekKeys.options(),
    queryFn: ({ signal }) => getJobAssistanceOptions(signal),
    retry: false,
    staleTime: 0,
  });
}
