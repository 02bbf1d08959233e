import { buildPath, PATHS } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/** GET console/jobmatches/{id}/cv: the CV file sent with a booking (no timeout, spec §7). */
export function getConsoleMatchCv(id: string): Promise<Blob> {
  return request<Blob>(buildPath(PATHS.consoleMatchCv, { id }), {
    responseType: 'blob',
    timeoutMs: null,
  });
}
