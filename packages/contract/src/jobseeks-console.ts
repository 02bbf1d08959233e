import { z } from 'zod';
import { richText } from './rich-text.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { DE } from './paths.ts';
import { JOB_SEEK_LIST_MAX, JOB_SEEK_RESULTS, JOB_SEEK_TEXT_MAX } from './jobseeks-states.ts';
import { JobAssistanceLabelsSchema } from './jobseeks.ts';
import { JobSeekHistoryEntrySchema, JobSeekParamsSchema, staffReason } from './jobseeks-records.ts';
import {
  listField,
  paramInteger,
  richTextField,
  rowId,
  textField,
  validationMessage,
} from './validation.ts';

/**
 * The staff console's side of the job-seeking registration: a queue to process (oldest first),
 * approve (processing → valid for the configured validity) or refuse with a reason, refer a
 * valid registration's seeker to vacancies (each referral is an interview match the employer and
 * the seeker then handle; all the vacancies or none), and close it with a result (completed).
 * Every action is recorded with the staff account and the time. Staff only; employers 403.
 */
export const CONSOLE_JOBSEEK_PATHS = {
  consoleJobSeeks: `${DE}/v1/console/jobseeks`,
  consoleJobSeek: `${DE}/v1/console/jobseeks/:id`,
  consoleJobSeekApprove: `${DE}/v1/console/jobseeks/:id/approve`,
  consoleJobSeekRefuse: `${DE}/v1/console/jobseeks/:id/refuse`,
  consoleJobSeekRefer: `${DE}/v1/console/jobseeks/:id/refer`,
  consoleJobSeekClose: `${DE}/v1/console/jobseeks/:id/close`,
} as const;

/** The queue: by state (default processing), oldest first. */
export const ConsoleJobSeekListQuerySchema = PageQuerySchema.extend({
  state: paramInteger(1, 5).default(1),
});
export type ConsoleJobSeekListQuery = z.input<typeof ConsoleJobSeekListQuerySchema>;

export const ConsoleJobSeekCardSchema = z.object({
  jobSeekId: z.number().int(),
  entNo: z.string(),
  entDate: z.string(),
  state: z.number().int(),
  stateDesc: z.string(),
  seekerName: z.string(),
  /** The first wanted job title. */
  jobTitle: z.string(),
  jobMatchCount: z.number().int(),
});
export type ConsoleJobSeekCard = z.infer<typeof ConsoleJobSeekCardSchema>;
export const ConsoleJobSeekPageSchema = pageSchema(ConsoleJobSeekCardSchema);

/** A referral made from this registration, as staff see it. */
export const ConsoleJobSeekMatchSchema = z.object({
  jobMatchUid: z.string(),
  jobOfferId: z.number().int(),
  jobOfferTitle: z.string(),
  employerName: z.string(),
  typeJobMatchStatusDesc: z.string(),
});

export const ConsoleJobSeekDetailSchema = ConsoleJobSeekCardSchema.extend({
  seekerAccountId: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isDisability: z.boolean(),
  labels: JobAssistanceLabelsSchema,
  latestJobTitleText: z.string().nullable(),
  latestJobSalaryAmount: z.number().int().nullable(),
  otherRegReason: z.string().nullable(),
  jobDetailRequest: z.string().nullable(),
  unemployedSince: z.string().nullable(),
  needVagaRecommendVacancy: z.boolean(),
  jobSeekResult: z.string(),
  cardRemark: richText(),
  detailsRemark: richText(),
  history: z.array(JobSeekHistoryEntrySchema),
  matches: z.array(ConsoleJobSeekMatchSchema),
});
export type ConsoleJobSeekDetail = z.infer<typeof ConsoleJobSeekDetailSchema>;

/** The record card's remark: rich text (b, i, strong, em, br, p), sanitized by the server. */
const cardRemark = () => richTextField(JOB_SEEK_TEXT_MAX.cardRemark).default('');

/** Approve: processing → valid. The optional remark shows on the seeker's record card. */
export const ApproveJobSeekSchema = z.object({ cardRemark: cardRemark() });
export type ApproveJobSeek = z.input<typeof ApproveJobSeekSchema>;

/** Refuse: processing → refused, with the reason the seeker reads on the record. */
export const RefuseJobSeekSchema = z.object({ reason: staffReason() });
export type RefuseJobSeek = z.input<typeof RefuseJobSeekSchema>;

/** Refer a valid registration's seeker to 1–10 valid vacancies (all or none). */
export const ReferJobSeekSchema = z.object({
  jobOfferIds: listField(rowId(), JOB_SEEK_LIST_MAX.referral)
    .min(1, { error: validationMessage('validation.required') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: validationMessage('validation.duplicate'),
    }),
  /** Shown to the employer and the seeker on each match. */
  content: textField(500).default(''),
});
export type ReferJobSeek = z.input<typeof ReferJobSeekSchema>;
export const ReferJobSeekResultSchema = z.object({
  matches: z.array(z.object({ jobOfferId: z.number().int(), jobMatchUid: z.string() })),
});

const RESULT_IDS = Object.values(JOB_SEEK_RESULTS);

/** Close: processing or valid → completed, with the result and a remark for the record. */
export const CloseJobSeekSchema = z.object({
  jobSeekResultId: z.union(
    RESULT_IDS.map((id) => z.literal(id)) as unknown as [
      z.ZodLiteral<number>,
      ...z.ZodLiteral<number>[],
    ],
    { error: validationMessage('validation.choice') },
  ),
  /** Rich text (b, i, strong, em, br, p), sanitized by the server. */
  detailsRemark: richTextField(JOB_SEEK_TEXT_MAX.detailsRemark).default(''),
  cardRemark: cardRemark(),
});
export type CloseJobSeek = z.input<typeof CloseJobSeekSchema>;

const P = CONSOLE_JOBSEEK_PATHS;
const staff = 'staff' as const;
const STATE_CHANGE = ['NOT_FOUND', 'BE_JOBSEEK_STATE_INVALID'] as const;

/** The staff console's job-seeking endpoints. Staff only: employers answer FORBIDDEN_ROLE. */
export const CONSOLE_JOBSEEK_ENDPOINTS = endpoints('console', {
  consoleJobSeeks: {
    method: 'GET',
    path: P.consoleJobSeeks,
    access: staff,
    operationId: 'listConsoleJobSeeks',
    summary: 'Job-seeking registrations to review',
    query: ConsoleJobSeekListQuerySchema,
    response: ConsoleJobSeekPageSchema,
  },
  consoleJobSeek: {
    method: 'GET',
    path: P.consoleJobSeek,
    access: staff,
    operationId: 'getConsoleJobSeek',
    summary: 'A job-seeking registration',
    params: JobSeekParamsSchema,
    response: ConsoleJobSeekDetailSchema,
    errors: ['NOT_FOUND'],
  },
  consoleJobSeekApprove: {
    method: 'POST',
    path: P.consoleJobSeekApprove,
    access: staff,
    operationId: 'approveJobSeek',
    summary: 'Approve a job-seeking registration',
    params: JobSeekParamsSchema,
    body: ApproveJobSeekSchema,
    response: ConsoleJobSeekDetailSchema,
    errors: STATE_CHANGE,
  },
  consoleJobSeekRefuse: {
    method: 'POST',
    path: P.consoleJobSeekRefuse,
    access: staff,
    operationId: 'refuseJobSeek',
    summary: 'Refuse a job-seeking registration',
    params: JobSeekParamsSchema,
    body: RefuseJobSeekSchema,
    response: ConsoleJobSeekDetailSchema,
    errors: STATE_CHANGE,
  },
  consoleJobSeekRefer: {
    method: 'POST',
    path: P.consoleJobSeekRefer,
    access: staff,
    operationId: 'referJobSeek',
    summary: 'Refer a seeker to vacancies',
    params: JobSeekParamsSchema,
    body: ReferJobSeekSchema,
    response: ReferJobSeekResultSchema,
    errors: [
      'NOT_FOUND',
      'BE_NO_VALID_JOBSEEK_SERVICE',
      'BE_JOBOFFER_INVALID',
      'BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
    ],
  },
  consoleJobSeekClose: {
    method: 'POST',
    path: P.consoleJobSeekClose,
    access: staff,
    operationId: 'closeJobSeek',
    summary: 'Close a job-seeking registration with its result',
    params: JobSeekParamsSchema,
    body: CloseJobSeekSchema,
    response: ConsoleJobSeekDetailSchema,
    errors: STATE_CHANGE,
  },
});
