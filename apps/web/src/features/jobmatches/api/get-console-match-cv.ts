import { CONSOLE_JOBMATCH_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET console/jobmatches/{id}/cv: the CV file sent with a booking (no timeout, spec §7). */
export function getConsoleMatchCv(id: string): Promise<Blob> {
  return call(E.consoleMatchCv, { params: { id } }, { responseType: 'blob', timeoutMs: null });
}
