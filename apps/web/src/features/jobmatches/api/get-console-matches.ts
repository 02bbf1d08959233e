import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PATHS, type ConsoleMatchCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** The list's filters: status group, staff's employer, one vacancy, and the page. */
export interface MatchListFilter {
  group?: number;
  employerId?: number;
  /** One vacancy's matches only. */
  jobOfferId?: number;
  page: number;
  size: number;
}

/** GET console/jobmatches: the matches of the employer's vacancies (staff: every employer's). */
export function getConsoleMatches(
  query: MatchListFilter,
  signal?: AbortSignal,
): Promise<Page<ConsoleMatchCard>> {
  return request<Page<ConsoleMatchCard>>(PATHS.consoleMatches, {
    query: { ...query },
    signal,
  });
}

export function useConsoleMatches(query: MatchListFilter) {
  return useQuery({
    queryKey: consoleKeys.matchList(query),
    queryFn: ({ signal }) => getConsoleMatches(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
