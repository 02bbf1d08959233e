import { useQuery } from '@tanstack/react-query';
import { UNEMPLOYMENT_ENDPOINTS as E, type UnemploymentRegistration } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { unemploymentKeys } from './query-keys.ts';

/** GET v1/jobseeks/sd: the seeker's latest registration, or null when there is none. */
export async function getUnemployment(
  signal?: AbortSignal,
): Promise<UnemploymentRegistration | null> {
  const current = await call(E.getUnemployment, {}, { signal });
  return current.registration;
}

export function useUnemployment() {
  return useQuery({
    queryKey: unemploymentKeys.current(),
    queryFn: ({ signal }) => getUnemployment(signal),
    retry: false,
    staleTime: 0,
  });
}
