import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildPath,
  REPORT_PATHS,
  type Page,
  type ReportedJobOffer,
  type ReportedJobOfferDetail,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** The reports queue's filter: open (waiting for staff) or closed, and the page. */
export interface VacancyReportListFilter {
  state: 'OPEN' | 'CLOSED';
  page: number;
  size: number;
}

/** GET console/joboffer-reports: reported vacancies, grouped, oldest open report first. */
export function getVacancyReports(
  query: VacancyReportListFilter,
  signal?: AbortSignal,
): Promise<Page<ReportedJobOffer>> {
  return request<Page<ReportedJobOffer>>(REPORT_PATHS.consoleReports, {
    query: { ...query },
    signal,
  });
}

export function useVacancyReports(query: VacancyReportListFilter) {
  return useQuery({
    queryKey: consoleKeys.vacancyReportList(query),
    queryFn: ({ signal }) => getVacancyReports(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/joboffer-reports/{id}: a vacancy's reports, newest first. */
export function getVacancyReport(
  id: string,
  signal?: AbortSignal,
): Promise<ReportedJobOfferDetail> {
  return request<ReportedJobOfferDetail>(buildPath(REPORT_PATHS.consoleReport, { id }), {
    signal,
  });
}

export function useVacancyReport(id: string) {
  return useQuery({
    queryKey: consoleKeys.vacancyReport(id),
    queryFn: ({ signal }) => getVacancyReport(id, signal),
    staleTime: 0,
  });
}

/** POST console/joboffer-reports/{id}/dismiss: keep the vacancy; its open reports are closed. */
export const dismissVacancyReports = (jobOfferId: number): Promise<unknown> =>
  request(buildPath(REPORT_PATHS.consoleReportDismiss, { id: jobOfferId }), {
    method: 'POST',
    body: {},
  });
