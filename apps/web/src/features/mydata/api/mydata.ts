import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERASABLE_KINDS,
  MYDATA_ENDPOINTS as E,
  type MyAccessLogEntry,
  type MyDataOpenItems,
  type MyDataSummary,
  type Page,
} from '@vaga/contract';
import { sessionQueryPredicate } from '@/shared/api/query-keys.ts';
import { call } from '@/shared/lib/http.ts';
import { myDataKeys } from './query-keys.ts';

export { myDataKeys };

/** GET mydata/summary: what Vaga holds about the person, by kind, and the retention period. */
export function getMyDataSummary(signal?: AbortSignal): Promise<MyDataSummary> {
  return call(E.myDataSummary, {}, { signal, quiet: true });
}

export function useMyDataSummary() {
  return useQuery({
    queryKey: myDataKeys.summary(),
    queryFn: ({ signal }) => getMyDataSummary(signal),
  });
}

/** GET mydata/open-items: what is still open, and what the erasure does to each. */
export function getMyOpenItems(signal?: AbortSignal): Promise<MyDataOpenItems> {
  return call(E.myDataOpenItems, {}, { signal, quiet: true });
}

/** The open items, read when the erasure is asked for (they change as the person settles them). */
export function useMyOpenItems(enabled: boolean) {
  return useQuery({
    queryKey: myDataKeys.openItems(),
    queryFn: ({ signal }) => getMyOpenItems(signal),
    enabled,
    staleTime: 0,
  });
}

/** GET mydata/access-log: who looked at the person's data, newest first, one page. */
export function getMyAccessLog(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<MyAccessLogEntry>> {
  return call(E.myDataAccessLog, { query: { page, size } }, { signal });
}

/** GET mydata/export: everything as one ZIP (no timeout: it may be large, spec §7). */
export function exportMyData(): Promise<Blob> {
  return call(E.myDataExport, {}, { responseType: 'blob', timeoutMs: null });
}

/** POST mydata/erase, naming every kind that goes. */
export function eraseMyData() {
  return call(E.myDataErase, { body: { confirm: [...ERASABLE_KINDS] } });
}

/**
 * The erasure. Once done, everything the app holds of the session is read again: without a
 * resume the resume-dependent services (recommendations, interviews, the fit on vacancies) ask
 * for one, as the server answers them.
 */
export function useEraseMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMyData,
    onSuccess: () => queryClient.invalidateQueries({ predicate: sessionQueryPredicate }),
  });
}
