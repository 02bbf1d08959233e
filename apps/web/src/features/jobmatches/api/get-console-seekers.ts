import { PATHS, type ConsoleSeekerCard } from '@vaga/contract';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { useConsolePage } from '@/shared/api/console-queries.ts';

export const SEEKER_PAGE_SIZE = 10;

/** GET console/seekers: seekers whose resume is published (hidden resumes never show). */
export const useConsoleSeekers = (keyword: string, page: number) =>
  useConsolePage<ConsoleSeekerCard>(consoleKeys.seekers(keyword, page), PATHS.consoleSeekers, {
    keyword,
    page,
    size: SEEKER_PAGE_SIZE,
  });
