import { buildPath, PATHS } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/** GET v1/jobmatches/{id}/calendar: the arranged interview as an iCalendar (.ics) file. */
export function getCalendar(id: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>(buildPath(PATHS.jobmatchCalendar, { id }), {
    responseType: 'blob',
    timeoutMs: null,
    signal,
  });
}
