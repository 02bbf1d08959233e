import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_JOBSEEK_PATHS,
  type ConsoleJobSeekCard,
  type ConsoleJobSeekDetail,
  type Page,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** The queue's filter: one state (processing by default), and the page. */
export interface JobSeekListFilter {
  state: number;
  page: number;
  size: number;
}

/** GET console/jobseeks: registrations in one state, oldest first. */
export function getConsoleJobSeeks(
  query: JobSeekListFilter,
  signal?: AbortSignal,
): Promise<Page<ConsoleJobSeekCard>> {
  return request<Page<ConsoleJobSeekCard>>(CONSOLE_JOBSEEK_PATHS.consoleJobSeeks, {
    query: { ...query },
    signal,
  });
}

export function useConsoleJobSeeks(query: JobSeekListFilter) {
  return useQuery({
    queryKey: consoleKeys.jobSeekList(query),
    queryFn: ({ signal }) => getConsoleJobSeeks(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/jobseeks/{id}: one registration with its history and its referrals. */
export function getConsoleJobSeek(id: string, signal?: AbortSignal): Promise<ConsoleJobSeekDetail> {
  return request<ConsoleJobSeekDetail>(buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id }), {
    signal,
  });
}

export function useConsoleJobSeek(id: string) {
  return useQuery({
    queryKey: consoleKeys.jobSeek(id),
    queryFn: ({ signal }) => getConsoleJobSeek(id, signal),
    staleTime: 0,
  });
}
