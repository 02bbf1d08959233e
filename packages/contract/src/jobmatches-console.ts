import { z } from 'zod';
import { macaoPhoneField } from './phone.ts';
import { richText } from './rich-text.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { ConsoleSeekerParamsSchema } from './console-joboffers.ts';
import { endpoints } from './endpoint.ts';
import { JOB_MATCH_RESULTS, JOB_MATCH_TEXT_MAX } from './jobmatches-states.ts';
import {
  ApplyJobResponseSchema,
  JobMatchHistoryEntrySchema,
  JobMatchIdParamsSchema,
} from './jobmatches.ts';
import { PATHS } from './paths.ts';
import { ProfileSchema } from './profile.ts';
import {
  paramInteger,
  requiredText,
  richTextField,
  rowId,
  rowIdParam,
  textField,
} from './validation.ts';

/**
 * The console's side of interview matches: an employer answers the requests for its own
 * vacancies, invites seekers whose resume is published, and records results; staff do the
 * same for any employer, and every action is recorded with who did it and when.
 */

/** A local date and time in Macao, as typed in the console: `YYYY-MM-DDTHH:mm`. */
export const MacaoDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.invalid');

/** Query of the console's match list. Employers see their own vacancies only. */
export const ConsoleMatchListQuerySchema = PageQuerySchema.extend({
  group: paramInteger(1, 900).optional(),
  jobOfferId: rowIdParam().optional(),
  /** Staff only; ignored for an employer (always its own). */
  employerId: rowIdParam().optional(),
});
export type ConsoleMatchListQuery = z.input<typeof ConsoleMatchListQuerySchema>;

export const ConsoleMatchCardSchema = z.object({
  jobMatchUid: z.string(),
  interviewNo: z.string(),
  jobOfferId: z.number().int(),
  jobOfferTitle: z.string(),
  employerId: z.number().int(),
  employerName: z.string(),
  seekerName: z.string(),
  typeJobMatchStatusGroupId: z.number().int(),
  typeJobMatchStatusId: z.number().int(),
  typeJobMatchStatusDesc: z.string(),
  createDate: z.string(),
  lastReplyDate: z.string().nullable(),
  interviewDate: z.string().nullable(),
  /** A result may be recorded now: the interview is arranged and its time has come. */
  canRecordResult: z.boolean(),
});
export type ConsoleMatchCard = z.infer<typeof ConsoleMatchCardSchema>;
export const ConsoleMatchPageSchema = pageSchema(ConsoleMatchCardSchema);

export const ConsoleMatchDetailSchema = ConsoleMatchCardSchema.extend({
  /** Who started it: the seeker's booking, the employer's invitation, or a staff referral. */
  origin: z.enum(['seeker', 'employer', 'referral']),
  expectedInterviewDateFrom: z.string().nullable(),
  expectedInterviewDateTo: z.string().nullable(),
  expectedInterviewTimePeriod: z.number().int().nullable(),
  content: z.string(),
  location: z.string(),
  contactPhone: z.string(),
  /** The invitation's or arrangement's remark: rich text, sanitized by the server. */
  remark: richText(),
  employerResult: z.enum(JOB_MATCH_RESULTS).nullable(),
  seekerResult: z.enum(JOB_MATCH_RESULTS).nullable(),
  rejectReason: z.string(),
  declineReason: z.string(),
  history: z.array(JobMatchHistoryEntrySchema),
  /** The seeker's resume as published; null when the seeker hides it. */
  resume: ProfileSchema.nullable(),
  /** The CV file sent with the booking, downloadable from the console. */
  cv: z.object({ cvName: z.string(), uploadFileName: z.string() }).nullable(),
});
export type ConsoleMatchDetail = z.infer<typeof ConsoleMatchDetailSchema>;

const ArrangementFields = {
  interviewAt: MacaoDateTimeSchema,
  location: requiredText(JOB_MATCH_TEXT_MAX.location),
  contactPhone: macaoPhoneField(),
  /** The card remark the seeker reads: rich text (b, i, strong, em, br, p), sanitized by the server. */
  remark: richTextField(JOB_MATCH_TEXT_MAX.remark).default(''),
};

/** Accept a request by arranging the interview. */
export const ArrangeInterviewSchema = z.object(ArrangementFields);
export type ArrangeInterview = z.input<typeof ArrangeInterviewSchema>;

/** Move an arranged interview or a pending invitation to another time or place. */
export const ChangeInterviewSchema = z.object(ArrangementFields);
export type ChangeInterview = z.input<typeof ChangeInterviewSchema>;

/** Cancel an arranged interview or a pending invitation, with a reason the seeker sees. */
export const CancelInterviewSchema = z.object({
  reason: requiredText(JOB_MATCH_TEXT_MAX.reason),
});
export type CancelInterview = z.input<typeof CancelInterviewSchema>;

/** Decline a request, with a reason the seeker sees. */
export const DeclineRequestSchema = z.object({
  reason: requiredText(JOB_MATCH_TEXT_MAX.reason),
});
export type DeclineRequest = z.input<typeof DeclineRequestSchema>;

/** Invite a seeker whose resume is published to interview for one of the employer's vacancies. */
export const InviteSeekerSchema = z.object({
  jobOfferId: rowId(),
  seekerId: rowId(),
  ...ArrangementFields,
});
export type InviteSeeker = z.input<typeof InviteSeekerSchema>;

/** Record the result after the interview. */
export const RecordResultSchema = z.object({
  result: z.enum(JOB_MATCH_RESULTS),
  remark: textField(JOB_MATCH_TEXT_MAX.remark).default(''),
});
export type RecordResult = z.input<typeof RecordResultSchema>;

/** Published resumes an employer may invite (GET console/seekers). */
export const ConsoleSeekerQuerySchema = PageQuerySchema.extend({
  keyword: textField(100).optional(),
});
export const ConsoleSeekerCardSchema = z.object({
  seekerId: z.number().int(),
  name: z.string(),
  education: z.string(),
  expectedJobs: z.array(z.string()),
  updatedAt: z.string(),
});
export type ConsoleSeekerCard = z.infer<typeof ConsoleSeekerCardSchema>;
export const ConsoleSeekerPageSchema = pageSchema(ConsoleSeekerCardSchema);

/** Employers and staff. */
const either = 'console' as const;
const STATE = ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'] as const;

/**
 * The console's side of interview matches (spec §7): employers for their own vacancies, staff
 * for every employer.
 */
export const CONSOLE_JOBMATCH_ENDPOINTS = endpoints('console', {
  consoleMatches: {
    method: 'GET',
    path: PATHS.consoleMatches,
    access: either,
    operationId: 'listConsoleMatches',
    summary: 'Interview requests to my vacancies',
    query: ConsoleMatchListQuerySchema,
    response: ConsoleMatchPageSchema,
  },
  consoleMatch: {
    method: 'GET',
    path: PATHS.consoleMatch,
    access: either,
    operationId: 'getConsoleMatch',
    summary: 'An interview request',
    params: JobMatchIdParamsSchema,
    response: ConsoleMatchDetailSchema,
    errors: ['NOT_FOUND'],
  },
  consoleMatchCv: {
    method: 'GET',
    path: PATHS.consoleMatchCv,
    access: either,
    operationId: 'downloadConsoleMatchCv',
    summary: 'The CV attached to an interview request',
    params: JobMatchIdParamsSchema,
    answers: 'file',
    errors: ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  },
  consoleMatchArrange: {
    method: 'POST',
    path: PATHS.consoleMatchArrange,
    access: either,
    operationId: 'arrangeInterview',
    summary: 'Arrange the interview of a request',
    params: JobMatchIdParamsSchema,
    body: ArrangeInterviewSchema,
    response: ConsoleMatchDetailSchema,
    errors: STATE,
  },
  consoleMatchDecline: {
    method: 'POST',
    path: PATHS.consoleMatchDecline,
    access: either,
    operationId: 'declineMatch',
    summary: 'Decline an interview request',
    params: JobMatchIdParamsSchema,
    body: DeclineRequestSchema,
    response: ConsoleMatchDetailSchema,
    errors: STATE,
  },
  consoleMatchChange: {
    method: 'POST',
    path: PATHS.consoleMatchChange,
    access: either,
    operationId: 'changeInterview',
    summary: 'Move an interview or invitation to another time or place',
    params: JobMatchIdParamsSchema,
    body: ChangeInterviewSchema,
    response: ConsoleMatchDetailSchema,
    errors: [...STATE, 'BE_INTERVIEW_REPLY_TIME_TOO_SHORT'],
  },
  consoleMatchCancel: {
    method: 'POST',
    path: PATHS.consoleMatchCancel,
    access: either,
    operationId: 'cancelInterview',
    summary: 'Cancel an arranged interview or a pending invitation',
    params: JobMatchIdParamsSchema,
    body: CancelInterviewSchema,
    response: ConsoleMatchDetailSchema,
    errors: STATE,
  },
  consoleMatchResult: {
    method: 'POST',
    path: PATHS.consoleMatchResult,
    access: either,
    operationId: 'recordInterviewResult',
    summary: 'Record the result of an interview',
    params: JobMatchIdParamsSchema,
    body: RecordResultSchema,
    response: ConsoleMatchDetailSchema,
    errors: [...STATE, 'BE_JOBMATCH_RESULT_ALREADY_RECORDED'],
  },
  consoleMatchInvite: {
    method: 'POST',
    path: PATHS.consoleMatchInvite,
    access: either,
    operationId: 'inviteSeeker',
    summary: 'Invite a seeker to an interview',
    body: InviteSeekerSchema,
    response: ApplyJobResponseSchema,
    errors: [
      'NOT_FOUND',
      'BE_JOBOFFER_INVALID',
      'BE_RESUME_NOT_PUBLISHED',
      'BE_ALREADY_INTERVIEW',
      'BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
      'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
    ],
  },
  consoleSeekers: {
    method: 'GET',
    path: PATHS.consoleSeekers,
    access: either,
    operationId: 'listConsoleSeekers',
    summary: 'Search the published resumes',
    query: ConsoleSeekerQuerySchema,
    response: ConsoleSeekerPageSchema,
  },
  consoleSeeker: {
    method: 'GET',
    path: PATHS.consoleSeeker,
    access: either,
    operationId: 'getConsoleSeeker',
    summary: 'A published resume',
    params: ConsoleSeekerParamsSchema,
    response: ProfileSchema,
    errors: ['NOT_FOUND'],
  },
});
