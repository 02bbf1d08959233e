import { JOBMATCH_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET v1/jobmatches/{id}/calendar: the arranged interview as an iCalendar (.ics) file. */
export function getCalendar(id: string, signal?: AbortSignal): Promise<Blob> {
  return call(
    E.jobmatchCalendar,
    { params: { id } },
    { responseType: 'blob', timeoutMs: null, signal },
  );
}
