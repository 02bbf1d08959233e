import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_UNEMPLOYMENT_PATHS,
  type ConsoleUnemploymentCard,
  type ConsoleUnemploymentDetail,
  type Page,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** The queue's filter: one state (under review by default), and the page. */
export interface UnemploymentListFilter {
  state: number;
  page: number;
  size: number;
}

/** GET console/unemployment: submitted registrations in one state, oldest submission first. */
export function getConsoleUnemployments(
  query: UnemploymentListFilter,
  signal?: AbortSignal,
): Promise<Page<ConsoleUnemploymentCard>> {
  return request<Page<ConsoleUnemploymentCard>>(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments, {
    query: { ...query },
    signal,
  });
}

export function useConsoleUnemployments(query: UnemploymentListFilter) {
  return useQuery({
    queryKey: consoleKeys.unemploymentList(query),
    queryFn: ({ signal }) => getConsoleUnemployments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/unemployment/{id}: one registration with its files, requests and history. */
export function getConsoleUnemployment(
  id: string,
  signal?: AbortSignal,
): Promise<ConsoleUnemploymentDetail> {
  return request<ConsoleUnemploymentDetail>(
    buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, { id }),
    { signal },
  );
}

export function useConsoleUnemployment(id: string) {
  return useQuery({
    queryKey: consoleKeys.unemployment(id),
    queryFn: ({ signal }) => getConsoleUnemployment(id, signal),
    staleTime: 0,
  });
}

/** GET console/unemployment/{id}/attachments/{attachmentId}: a file's bytes (no timeout, spec §7). */
export function getConsoleUnemploymentAttachment(id: string, attachmentId: string): Promise<Blob> {
  return request<Blob>(
    buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, { id, attachmentId }),
    { responseType: 'blob', timeoutMs: null },
  );
}
