import { useQuery } from '@tanstack/react-query';
import { CONSOLE_JOBMATCH_ENDPOINTS as E, type ConsoleMatchDetail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** GET console/jobmatches/{id}: one match with its history, the resume and the CV. */
export function getConsoleMatch(id: string, signal?: AbortSignal): Promise<ConsoleMatchDetail> {
  return call(E.consoleMatch, { params: { id } }, { signal });
}

export function useConsoleMatch(id: string) {
  return useQuery({
    queryKey: consoleKeys.match(id),
    queryFn: ({ signal }) => getConsoleMatch(id, signal),
    staleTime: 0,
  });
}
