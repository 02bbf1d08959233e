import { CONSOLE_JOBMATCH_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { useEndpointPage } from '@/shared/console/console-queries.ts';

export const SEEKER_PAGE_SIZE = 10;

/** GET console/seekers: seekers whose resume is published (hidden resumes never show). */
export const useConsoleSeekers = (keyword: string, page: number) =>
  useEndpointPage(consoleKeys.seekers(keyword, page), E.consoleSeekers, {
    keyword,
    page,
    size: SEEKER_PAGE_SIZE,
  });
