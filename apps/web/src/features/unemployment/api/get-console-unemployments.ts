import { buildPath, CONSOLE_UNEMPLOYMENT_PATHS as PATHS } from '@vaga/contract';
import type { ConsoleUnemploymentCard, ConsoleUnemploymentDetail } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { consoleResource } from '@/shared/api/console-queries.ts';

/**
 * GET console/unemployment: submitted registrations in one state, oldest submission first;
 * GET console/unemployment/{id}: one registration with its files, requests and history.
 */
export const { usePage: useConsoleUnemployments, useRecord: useConsoleUnemployment } =
  consoleResource<ConsoleUnemploymentCard, ConsoleUnemploymentDetail>(
    consoleKeys.unemploymentList,
    PATHS.consoleUnemployments,
    consoleKeys.unemployment,
    PATHS.consoleUnemployment,
  );

/** GET console/unemployment/{id}/attachments/{attachmentId}: a file's bytes (no timeout, spec §7). */
export function getConsoleUnemploymentAttachment(id: string, attachmentId: string): Promise<Blob> {
  return request<Blob>(buildPath(PATHS.consoleUnemploymentAttachment, { id, attachmentId }), {
    responseType: 'blob',
    timeoutMs: null,
  });
}
