import { z } from 'zod';
import { PageQuerySchema, pageSchema, NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import {
  POSTING_PATHS,
  PostingParamsSchema,
  PostingReasonInputSchema,
} from './joboffer-postings.ts';
import { DE } from './paths.ts';
import { rowIdParam, textField, validationMessage } from './validation.ts';

/**
 * Reports of suspicious vacancies. Anyone who sees a listed vacancy may report it:
 * a reason from a short list plus text (required for OTHER). A logged-in seeker reports a
 * vacancy once (BE_JOBOFFER_ALREADY_REPORTED); visitors are limited by address
 * (REPORT_LIMITS.visitorReportsPerHour, then TOO_MANY_REQUESTS) and together per vacancy
 * (REPORT_LIMITS.visitorReportsPerVacancyPerDay, then BE_JOBOFFER_REPORTS_ENOUGH); an account
 * sends at most REPORT_LIMITS.accountReportsPerDay a day (BE_JOBOFFER_REPORT_LIMIT), counted
 * apart from visitors'. So the staff queue cannot be flooded. A vacancy reported by
 * REPORT_LIMITS.accountsToHide different accounts leaves lists and search until staff decide:
 * keep it (the reports are closed, it shows again) or remove it (POSTING_PATHS.consoleJobOfferRemove).
 */
export const REPORT_PATHS = {
  /** POST a report of a listed vacancy (visitors too). */
  jobOfferReports: `${DE}/v1/joboffers/:id/reports`,
  /** Staff: vacancies with open reports, grouped, oldest open report first. */
  consoleReports: `${DE}/v1/console/joboffer-reports`,
  /** Staff: one vacancy's reports. */
  consoleReport: `${DE}/v1/console/joboffer-reports/:id`,
  /** Staff keep the vacancy: its open reports are closed and it shows again if hidden. */
  consoleReportDismiss: `${DE}/v1/console/joboffer-reports/:id/dismiss`,
} as const;

export const REPORT_LIMITS = {
  textMax: 500,
  /** Reports from this many different accounts hide the vacancy until staff decide. */
  accountsToHide: 3,
  /** Reports one visitor address may send in an hour. */
  visitorReportsPerHour: 5,
  /** Visitors' reports of one vacancy in a day, all addresses together (BE_JOBOFFER_REPORTS_ENOUGH). */
  visitorReportsPerVacancyPerDay: 3,
  /** Reports one account may send in a day (BE_JOBOFFER_REPORT_LIMIT). */
  accountReportsPerDay: 10,
} as const;

/** Why a vacancy is reported. */
export const REPORT_REASONS = [
  'ASKS_FOR_MONEY',
  'MISLEADING_SALARY',
  'NOT_REAL',
  'DISCRIMINATORY',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const JobOfferReportParamsSchema = z.object({ id: rowIdParam() });

export const JobOfferReportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: validationMessage('validation.choice') }),
    text: textField(REPORT_LIMITS.textMax).default(''),
  })
  .superRefine((r, ctx) => {
    if (r.reason === 'OTHER' && r.text === '')
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: validationMessage('validation.required'),
      });
  });
export type JobOfferReportInput = z.input<typeof JobOfferReportInputSchema>;

/** The answer to a report (nothing is said of what it caused). */
export const JobOfferReportResultSchema = z.object({ reported: z.literal(true) });

/** Staff: which reports to list — open (default) or closed (kept or removed). */
export const ReportListQuerySchema = PageQuerySchema.extend({
  state: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
});

/** One reported vacancy in the staff queue. */
export const ReportedJobOfferSchema = z.object({
  jobOfferId: z.number().int(),
  title: z.string(),
  employerName: z.string(),
  reportCount: z.number().int().min(0),
  /** Different accounts among the reporters (visitors not counted). */
  accountCount: z.number().int().min(0),
  hidden: z.boolean(),
  /** Reports by reason. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** For closed ones: KEPT or REMOVED; null while open. */
  outcome: z.enum(['KEPT', 'REMOVED']).nullable(),
});
export type ReportedJobOffer = z.infer<typeof ReportedJobOfferSchema>;
export const ReportedJobOfferPageSchema = pageSchema(ReportedJobOfferSchema);

export const JobOfferReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  at: z.string(),
  /** Reported by a logged-in account (true) or a visitor. */
  byAccount: z.boolean(),
  /** When and how staff closed it; null while open. */
  closedAt: z.string().nullable(),
  outcome: z.enum(['KEPT', 'REMOVED']).nullable(),
  closedBy: z.string().nullable(),
});
export type JobOfferReport = z.infer<typeof JobOfferReportSchema>;

/** GET console/joboffer-reports/{id}: the vacancy and its reports, newest first. */
export const ReportedJobOfferDetailSchema = ReportedJobOfferSchema.extend({
  /** Whether the vacancy is listed now (not hidden, removed or past its window). */
  listed: z.boolean(),
  reports: z.array(JobOfferReportSchema),
});
export type ReportedJobOfferDetail = z.infer<typeof ReportedJobOfferDetailSchema>;

const STATE = ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'] as const;

/** Reporting a vacancy: visitors too; employer and staff accounts are refused by the service. */
export const JOBOFFER_REPORT_ENDPOINTS = endpoints('joboffers', {
  jobOfferReports: {
    method: 'POST',
    path: REPORT_PATHS.jobOfferReports,
    access: 'public',
    operationId: 'reportJobOffer',
    summary: 'Report a vacancy to the staff',
    params: JobOfferReportParamsSchema,
    body: JobOfferReportInputSchema,
    response: JobOfferReportResultSchema,
    errors: [
      'FORBIDDEN_ROLE',
      'BE_JOBOFFER_INVALID',
      'BE_JOBOFFER_ALREADY_REPORTED',
      'BE_JOBOFFER_REPORTS_ENOUGH',
      'BE_JOBOFFER_REPORT_LIMIT',
    ],
  },
});

/** The staff's decisions on reported vacancies. Staff only: others answer FORBIDDEN_ROLE. */
export const CONSOLE_REPORT_ENDPOINTS = endpoints('console', {
  consoleReports: {
    method: 'GET',
    path: REPORT_PATHS.consoleReports,
    access: 'staff',
    operationId: 'listJobOfferReports',
    summary: 'Reported vacancies',
    query: ReportListQuerySchema,
    response: ReportedJobOfferPageSchema,
  },
  consoleReport: {
    method: 'GET',
    path: REPORT_PATHS.consoleReport,
    access: 'staff',
    operationId: 'getJobOfferReport',
    summary: 'The reports of a vacancy',
    params: JobOfferReportParamsSchema,
    response: ReportedJobOfferDetailSchema,
    errors: ['NOT_FOUND'],
  },
  consoleReportDismiss: {
    method: 'POST',
    path: REPORT_PATHS.consoleReportDismiss,
    access: 'staff',
    operationId: 'dismissJobOfferReports',
    summary: 'Dismiss the reports of a vacancy',
    params: JobOfferReportParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: STATE,
  },
  consoleJobOfferRemove: {
    method: 'POST',
    path: POSTING_PATHS.consoleJobOfferRemove,
    access: 'staff',
    operationId: 'removeJobOffer',
    summary: 'Take a published vacancy down',
    params: PostingParamsSchema,
    body: PostingReasonInputSchema,
    response: NoContentSchema,
    status: 204,
    errors: STATE,
  },
});
