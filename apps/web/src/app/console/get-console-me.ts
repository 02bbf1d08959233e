import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_ENDPOINTS as E, type ConsoleMe } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** GET console/me: who uses the console, and for an employer its employer and vacancies. */
export function getConsoleMe(signal?: AbortSignal): Promise<ConsoleMe> {
  return call(E.consoleMe, {}, { signal, quiet: true });
}

export function consoleMeQuery() {
  return queryOptions({
    queryKey: consoleKeys.me(),
    queryFn: ({ signal }) => getConsoleMe(signal),
  });
}

export function useConsoleMe() {
  return useQuery(consoleMeQuery());
}
