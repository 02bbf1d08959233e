import {
  buildPath,
  CONSOLE_UNEMPLOYMENT_PATHS,
  type ConsoleUnemploymentCard,
  type ConsoleUnemploymentDetail,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { useConsolePage, useConsoleRecord } from '@/shared/api/console-queries.ts';

/** The queue's filter: one state (under review by default), and the page. */
export type UnemploymentListFilter = {
  state: number;
  page: number;
  size: number;
};

/** GET console/unemployment: submitted registrations in one state, oldest submission first. */
export const useConsoleUnemployments = (query: UnemploymentListFilter) =>
  useConsolePage<ConsoleUnemploymentCard>(
    consoleKeys.unemploymentList(query),
    CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments,
    query,
  );

/** GET console/unemployment/{id}: one registration with its files, requests and history. */
export const useConsoleUnemployment = (id: string) =>
  useConsoleRecord<ConsoleUnemploymentDetail>(
    consoleKeys.unemployment(id),
    CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment,
    id,
  );

/** GET console/unemployment/{id}/attachments/{attachmentId}: a file's bytes (no timeout, spec §7). */
export function getConsoleUnemploymentAttachment(id: string, attachmentId: string): Promise<Blob> {
  return request<Blob>(
    buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, { id, attachmentId }),
    { responseType: 'blob', timeoutMs: null },
  );
}
