import { useQuery } from '@tanstack/react-query';
import { CONSOLE_JOBOFFER_ENDPOINTS as E, type ConsoleJobOffer } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** GET console/joboffers: the vacancies an invitation may be for (an employer's own valid ones). */
export function getConsoleJobOffers(signal?: AbortSignal): Promise<ConsoleJobOffer[]> {
  return call(E.consoleJobOffers, {}, { signal });
}

export function useConsoleJobOffers() {
  return useQuery({
    queryKey: consoleKeys.jobOffers(),
    queryFn: ({ signal }) => getConsoleJobOffers(signal),
  });
}
