import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { DE } from './paths.ts';
import { UNEMPLOYMENT_LIMITS } from './unemployment-states.ts';
import {
  UnemploymentParamsSchema,
  UnemploymentRegistrationSchema,
} from './unemployment-records.ts';
import { paramInteger, requiredText, rowIdParam, validationMessage } from './validation.ts';

/**
 * The staff console's side of the involuntary-unemployment registration: a queue of submitted
 * registrations (oldest first; drafts are the seeker's and never shown), each with its files;
 * staff approve it, refuse it with a reason, or ask for supplements (→ supplementRequested, the
 * seeker answers with files and it returns to review). Every action is recorded with the staff
 * account and the time. Staff only; employers 403 FORBIDDEN_ROLE. An action in a state that does
 * not allow it answers BE_UNEMPLOYMENT_STATE_INVALID.
 */
export const CONSOLE_UNEMPLOYMENT_PATHS = {
  consoleUnemployments: `${DE}/v1/console/unemployment`,
  consoleUnemployment: `${DE}/v1/console/unemployment/:id`,
  consoleUnemploymentAttachment: `${DE}/v1/console/unemployment/:id/attachments/:attachmentId`,
  consoleUnemploymentApprove: `${DE}/v1/console/unemployment/:id/approve`,
  consoleUnemploymentRefuse: `${DE}/v1/console/unemployment/:id/refuse`,
  consoleUnemploymentSupplement: `${DE}/v1/console/unemployment/:id/supplements`,
} as const;

/** The queue: by state (default 1, under review), oldest submission first. */
export const ConsoleUnemploymentListQuerySchema = PageQuerySchema.extend({
  state: paramInteger(1, 4).default(1),
});
export type ConsoleUnemploymentListQuery = z.input<typeof ConsoleUnemploymentListQuerySchema>;

export const ConsoleUnemploymentCardSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  submittedAt: z.string(),
  state: z.number().int(),
  stateDesc: z.string(),
  seekerName: z.string(),
  lastEmployCompanyName: z.string(),
  resignedDate: z.string(),
  fileCount: z.number().int(),
});
export type ConsoleUnemploymentCard = z.infer<typeof ConsoleUnemploymentCardSchema>;
export const ConsoleUnemploymentPageSchema = pageSchema(ConsoleUnemploymentCardSchema);

/** One registration with its files, requests and history (history names the staff accounts). */
export const ConsoleUnemploymentDetailSchema = UnemploymentRegistrationSchema.extend({
  seekerAccountId: z.number().int(),
  seekerName: z.string(),
  /** The identity document number the registration was filed under. */
  docNum: z.string().nullable(),
  supplementList: z.array(
    z.object({
      id: z.number().int(),
      request: z.string(),
      requestedAt: z.string(),
      requestedBy: z.string(),
      answeredAt: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
});
export type ConsoleUnemploymentDetail = z.infer<typeof ConsoleUnemploymentDetailSchema>;

export const ConsoleUnemploymentAttachmentParamsSchema = z.object({
  id: rowIdParam(),
  attachmentId: z.uuid({ error: validationMessage('validation.invalid') }),
});

/** Approve: underReview → approved. */
export const ApproveUnemploymentSchema = z.object({});

/** Refuse: underReview → refused, with the reason the seeker reads. */
export const RefuseUnemploymentSchema = z.object({
  reason: requiredText(UNEMPLOYMENT_LIMITS.staffTextMax),
});
export type RefuseUnemployment = z.input<typeof RefuseUnemploymentSchema>;

/** Ask for supplements: underReview → supplementRequested, with what is asked. */
export const RequestUnemploymentSupplementSchema = z.object({
  request: requiredText(UNEMPLOYMENT_LIMITS.staffTextMax),
});
export type RequestUnemploymentSupplement = z.input<typeof RequestUnemploymentSupplementSchema>;

const P = CONSOLE_UNEMPLOYMENT_PATHS;
/** Staff only: employers answer FORBIDDEN_ROLE. */
const staff = 'staff' as const;
const STATE_CHANGE = ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'] as const;

/** The staff console's review of unemployment registrations. */
export const CONSOLE_UNEMPLOYMENT_ENDPOINTS = endpoints('console', {
  consoleUnemployments: {
    method: 'GET',
    path: P.consoleUnemployments,
    access: staff,
    operationId: 'listConsoleUnemployments',
    summary: 'Unemployment registrations to review',
    query: ConsoleUnemploymentListQuerySchema,
    response: ConsoleUnemploymentPageSchema,
  },
  consoleUnemployment: {
    method: 'GET',
    path: P.consoleUnemployment,
    access: staff,
    operationId: 'getConsoleUnemployment',
    summary: 'An unemployment registration',
    params: UnemploymentParamsSchema,
    response: ConsoleUnemploymentDetailSchema,
    errors: ['NOT_FOUND'],
  },
  consoleUnemploymentAttachment: {
    method: 'GET',
    path: P.consoleUnemploymentAttachment,
    access: staff,
    operationId: 'downloadConsoleUnemploymentAttachment',
    summary: 'A proof of an unemployment registration',
    params: ConsoleUnemploymentAttachmentParamsSchema,
    answers: 'file',
    errors: ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  },
  consoleUnemploymentApprove: {
    method: 'POST',
    path: P.consoleUnemploymentApprove,
    access: staff,
    operationId: 'approveUnemployment',
    summary: 'Approve an unemployment registration',
    params: UnemploymentParamsSchema,
    body: ApproveUnemploymentSchema,
    response: ConsoleUnemploymentDetailSchema,
    errors: STATE_CHANGE,
  },
  consoleUnemploymentRefuse: {
    method: 'POST',
    path: P.consoleUnemploymentRefuse,
    access: staff,
    operationId: 'refuseUnemployment',
    summary: 'Refuse an unemployment registration',
    params: UnemploymentParamsSchema,
    body: RefuseUnemploymentSchema,
    response: ConsoleUnemploymentDetailSchema,
    errors: STATE_CHANGE,
  },
  consoleUnemploymentSupplement: {
    method: 'POST',
    path: P.consoleUnemploymentSupplement,
    access: staff,
    operationId: 'requestUnemploymentSupplements',
    summary: 'Ask the seeker for more documents',
    params: UnemploymentParamsSchema,
    body: RequestUnemploymentSupplementSchema,
    response: ConsoleUnemploymentDetailSchema,
    errors: STATE_CHANGE,
  },
});
