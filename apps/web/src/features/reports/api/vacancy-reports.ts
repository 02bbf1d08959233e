import { buildPath, REPORT_PATHS as PATHS } from '@vaga/contract';
import type { ReportedJobOffer, ReportedJobOfferDetail } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { consoleResource } from '@/shared/api/console-queries.ts';

/** The reports queue's filter: open (waiting for staff) or closed, and the page. */
export type VacancyReportListFilter = { state: 'OPEN' | 'CLOSED'; page: number; size: number };

/**
 * GET console/joboffer-reports: reported vacancies, grouped, oldest open report first;
 * GET console/joboffer-reports/{id}: a vacancy's reports, newest first.
 */
export const { usePage: useVacancyReports, useRecord: useVacancyReport } = consoleResource<
  ReportedJobOffer,
  ReportedJobOfferDetail,
  VacancyReportListFilter
>(
  consoleKeys.vacancyReportList,
  PATHS.consoleReports,
  consoleKeys.vacancyReport,
  PATHS.consoleReport,
);

/** POST console/joboffer-reports/{id}/dismiss: keep the vacancy; its open reports are closed. */
export const dismissVacancyReports = (jobOfferId: number): Promise<unknown> =>
  request(buildPath(PATHS.consoleReportDismiss, { id: jobOfferId }), {
    method: 'POST',
    body: {},
  });
