import { CONSOLE_JOBMATCH_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { useEndpointPage } from '@/shared/console/console-queries.ts';

/** The list's filters: status group, staff's employer, one vacancy, and the page. */
export type MatchListFilter = {
  group?: number;
  employerId?: number;
  /** One vacancy's matches only. */
  jobOfferId?: number;
  page: number;
  size: number;
};

/** GET console/jobmatches: the matches of the employer's vacancies (staff: every employer's). */
export const useConsoleMatches = (query: MatchListFilter) =>
  useEndpointPage(consoleKeys.matchList(query), E.consoleMatches, query);
