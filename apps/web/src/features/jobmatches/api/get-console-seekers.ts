import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PATHS, type ConsoleSeekerCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

export const SEEKER_PAGE_SIZE = 10;

/** GET console/seekers: seekers whose resume is published (hidden resumes never show). */
export function getConsoleSeekers(
  keyword: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ConsoleSeekerCard>> {
  return request<Page<ConsoleSeekerCard>>(PATHS.consoleSeekers, {
    query: { keyword, page, size: SEEKER_PAGE_SIZE },
    signal,
  });
}

export function useConsoleSeekers(keyword: string, page: number) {
  return useQuery({
    queryKey: consoleKeys.seekers(keyword, page),
    queryFn: ({ signal }) => getConsoleSeekers(keyword, page, signal),
    placeholderData: keepPreviousData,
  });
}
