import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  STATISTICS_ENDPOINTS as E,
  type EmployerStatistics,
  type StaffStatistics,
  type StaffStatisticsQuery,
} from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { call } from '@/shared/lib/http.ts';
import { currentLocale } from '@/shared/lib/locale.ts';

/** GET console/statistics/staff: the service's figures for a range, grouping and sector. */
export function getStaffStatistics(
  query: StaffStatisticsQuery,
  signal?: AbortSignal,
): Promise<StaffStatistics> {
  return call(E.staffStatistics, { query }, { signal });
}

/** The staff figures; the last answer stays on screen while a new period loads. */
export function useStaffStatistics(query: StaffStatisticsQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: consoleKeys.statistics('staff', currentLocale(), query),
    queryFn: ({ signal }) => getStaffStatistics(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET console/statistics/employer: the employer's own vacancies in figures. */
export function getEmployerStatistics(signal?: AbortSignal): Promise<EmployerStatistics> {
  return call(E.employerStatistics, {}, { signal });
}

export function useEmployerStatistics() {
  return useQuery({
    queryKey: consoleKeys.statistics('employer', currentLocale()),
    queryFn: ({ signal }) => getEmployerStatistics(signal),
  });
}
