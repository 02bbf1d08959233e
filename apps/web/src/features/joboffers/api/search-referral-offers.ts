import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_JOBOFFER_ENDPOINTS as E, type ConsoleJobOffer } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** GET console/joboffers?keyword=: valid vacancies whose title holds the words, for a referral. */
export function searchReferralOffers(
  keyword: string,
  signal?: AbortSignal,
): Promise<ConsoleJobOffer[]> {
  return call(E.consoleJobOffers, { query: { keyword } }, { signal });
}

/** Searches only once a keyword was given. */
export function useReferralOffers(keyword: string) {
  return useQuery({
    queryKey: consoleKeys.referralOffers(keyword),
    queryFn: ({ signal }) => searchReferralOffers(keyword, signal),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}
