import { useQuery } from '@tanstack/react-query';
import { JOBSEEK_ENDPOINTS as E, type JobAssistance } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * GET v1/jobseeks/jobassistance: the seeker's latest job-seeking registration, shown beside the
 * booking with a way to update it; null when there is none (404) or it cannot be read now (the
 * booking does not depend on it).
 */
export async function getBookingRegistration(signal?: AbortSignal): Promise<JobAssistance | null> {
  try {
    return await call(E.getJobAssistance, {}, { signal, quiet: true });
  } catch {
    return null;
  }
}

export function useBookingRegistration() {
  return useQuery({
    queryKey: bookingKeys.registration(),
    queryFn: ({ signal }) => getBookingRegistration(signal),
    staleTime: 0,
  });
}
