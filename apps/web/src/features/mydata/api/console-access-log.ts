import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_MYDATA_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { call } from '@/shared/lib/http.ts';

/** The staff access log's filters and page, as the URL keeps them. */
export interface AccessLogFilters {
  seeker: string;
  viewer: string;
  from: string;
  to: string;
}

/** GET console/access-log: every read of seekers' personal data, newest first, filtered. */
export function useConsoleAccessLog(query: AccessLogFilters & { page: number; size: number }) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'access-log', 'all', query],
    queryFn: ({ signal }) => call(E.consoleAccessLog, { query: { ...query } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
