import { CONSOLE_UNEMPLOYMENT_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { endpointResource } from '@/shared/console/console-queries.ts';

/**
 * GET console/unemployment: submitted registrations in one state, oldest submission first;
 * GET console/unemployment/{id}: one registration with its files, requests and history.
 */
export const { usePage: useConsoleUnemployments, useRecord: useConsoleUnemployment } =
  endpointResource(
    consoleKeys.unemploymentList,
    E.consoleUnemployments,
    consoleKeys.unemployment,
    E.consoleUnemployment,
  );

/** GET console/unemployment/{id}/attachments/{attachmentId}: a file's bytes (no timeout, spec §7). */
export function getConsoleUnemploymentAttachment(id: string, attachmentId: string): Promise<Blob> {
  return call(
    E.consoleUnemploymentAttachment,
    { params: { id, attachmentId } },
    { responseType: 'blob', timeoutMs: null },
  );
}
