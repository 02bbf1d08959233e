import {
  buildPath,
  REPORT_PATHS,
  type ReportedJobOffer,
  type ReportedJobOfferDetail,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { useConsolePage, useConsoleRecord } from '@/shared/api/console-queries.ts';

/** The reports queue's filter: open (waiting for staff) or closed, and the page. */
export type VacancyReportListFilter = {
  state: 'OPEN' | 'CLOSED';
  page: number;
  size: number;
};

/** GET console/joboffer-reports: reported vacancies, grouped, oldest open report first. */
export const useVacancyReports = (query: VacancyReportListFilter) =>
  useConsolePage<ReportedJobOffer>(
    consoleKeys.vacancyReportList(query),
    REPORT_PATHS.consoleReports,
    query,
  );

/** GET console/joboffer-reports/{id}: a vacancy's reports, newest first. */
export const useVacancyReport = (id: string) =>
  useConsoleRecord<ReportedJobOfferDetail>(
    consoleKeys.vacancyReport(id),
    REPORT_PATHS.consoleReport,
    id,
  );

/** POST console/joboffer-reports/{id}/dismiss: keep the vacancy; its open reports are closed. */
export const dismissVacancyReports = (jobOfferId: number): Promise<unknown> =>
  request(buildPath(REPORT_PATHS.consoleReportDismiss, { id: jobOfferId }), {
    method: 'POST',
    body: {},
  });
