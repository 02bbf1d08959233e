import { CONSOLE_REPORT_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { callConsoleAction, endpointResource } from '@/shared/console/console-queries.ts';

/**
 * GET console/joboffer-reports: reported vacancies, grouped, oldest open report first;
 * GET console/joboffer-reports/{id}: a vacancy's reports, newest first.
 */
export const { usePage: useVacancyReports, useRecord: useVacancyReport } = endpointResource(
  consoleKeys.vacancyReportList,
  E.consoleReports,
  consoleKeys.vacancyReport,
  E.consoleReport,
);

/** POST console/joboffer-reports/{id}/dismiss: keep the vacancy; its open reports are closed. */
export const dismissVacancyReports = (jobOfferId: number) =>
  callConsoleAction(E.consoleReportDismiss, jobOfferId);
