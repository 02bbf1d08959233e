import { useQuery } from '@tanstack/react-query';
import { CONSOLE_JOBOFFER_PATHS, type ConsoleJobOffer } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** GET console/joboffers: the vacancies an invitation may be for (an employer's own valid ones). */
export function getConsoleJobOffers(signal?: AbortSignal): Promise<ConsoleJobOffer[]> {
  return request<ConsoleJobOffer[]>(CONSOLE_JOBOFFER_PATHS.consoleJobOffers, { signal });
}

export function useConsoleJobOffers() {
  return useQuery({
    queryKey: consoleKeys.jobOffers(),
    queryFn: ({ signal }) => getConsoleJobOffers(signal),
  });
}
