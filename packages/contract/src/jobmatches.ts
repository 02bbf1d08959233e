import { z } from 'zod';
import { richText } from './rich-text.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { MAX_ROW_ID } from './limits.ts';
import { requiredText, rowId, safeString, textField } from './validation.ts';
import {
  JOB_MATCH_ACTORS,
  JOB_MATCH_GROUPS,
  JOB_MATCH_RESULTS,
  JOB_MATCH_STATUS,
  JOB_MATCH_TEXT_MAX,
  type JobMatchGroup,
  REJECT_REASONS,
  type RejectReasonId,
} from './jobmatches-states.ts';

/**
 * What the seeker's interview calls take and answer; the states and their rules are in
 * jobmatches-states.ts.
 */

const DateSchema = z.iso.date();

/** Row ids, comma-separated or repeated: `1,2` or `…=1&…=2`. Absent = no filter. */
function rowIdList() {
  return z
    .union([safeString(), z.array(safeString())])
    .optional()
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : value ? [value] : [])
        .flatMap((v) => v.split(','))
        .filter((v) => v !== '');
      const ids = parts.map(Number);
      if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p)) || ids.some((id) => id > MAX_ROW_ID)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return ids;
    });
}

/** GET v1/jobmatches: the seeker's matches, filtered (spec §3 list filter). */
export const JobMatchListQuerySchema = PageQuerySchema.extend({
  /** Comma-separated or repeated: `1,2` or `…=1&…=2`. Absent = all. */
  typeJobMatchStatusGroupIdList: z
    .union([safeString(), z.array(safeString())])
    .optional()
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : value ? [value] : [])
        .flatMap((v) => v.split(','))
        .filter((v) => v !== '');
      const groups = parts.map(Number);
      if (
        parts.some((p) => !/^\d+$/.test(p)) ||
        groups.some((g) => !JOB_MATCH_GROUPS.includes(g as JobMatchGroup))
      ) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return groups as JobMatchGroup[];
    }),
  jobSeekIdList: rowIdList(),
  /**
   * The seeker's match for these vacancies (at most one each): what became of an earlier request,
   * shown on a vacancy's detail and on favourites instead of offering another.
   */
  jobOfferIdList: rowIdList(),
});
export type JobMatchListQuery = z.input<typeof JobMatchListQuerySchema>;

/** One entry of a match's history: what happened, when, by whom, and why. */
export const JobMatchHistoryEntrySchema = z.object({
  status: z.number().int(),
  statusDesc: z.string(),
  at: z.string(),
  actor: z.enum(JOB_MATCH_ACTORS),
  reason: z.string().nullable(),
});
export type JobMatchHistoryEntry = z.infer<typeof JobMatchHistoryEntrySchema>;

/**
 * What the note of a history entry is: why the match ended without an interview (declined,
 * rejected, expired, withdrawn) is a reason; what came with an invitation, an arrangement or a result is a
 * remark.
 */
export function historyNoteKind(status: number): 'reason' | 'remark' {
  return status === JOB_MATCH_STATUS.declined ||
    status === JOB_MATCH_STATUS.rejected ||
    status === JOB_MATCH_STATUS.expired ||
    status === JOB_MATCH_STATUS.withdrawn
    ? 'reason'
    : 'remark';
}

/** A card of the interview list (spec §3 Interview match). Dates `YYYY/MM/DD HH:mm`-ready ISO. */
export const JobMatchCardSchema = z.object({
  jobMatchUid: z.string(),
  jobOfferId: z.number().int(),
  jobOfferTitle: z.string(),
  typeJobMatchStatusGroupId: z.number().int(),
  typeJobMatchStatusId: z.number().int(),
  typeJobMatchStatusDesc: z.string(),
  employerName: z.string(),
  salary: z.number().int(),
  salaryTypeName: z.string(),
  /** Invitations: reply before this instant (ISO; never after the day before the interview), else null. */
  lastReplyDate: z.string().nullable(),
  /** Arranged interviews: when (ISO instant), else null. */
  interviewDate: z.string().nullable(),
  isShowCardRemark: z.boolean(),
  /** Rich text, sanitized on the server: only `b`, `i`, `strong`, `em`, `br`, `p` survive. */
  cardRemark: richText(),
  isShowSurveyInfo: z.boolean(),
});
export type JobMatchCard = z.infer<typeof JobMatchCardSchema>;
export const JobMatchPageSchema = pageSchema(JobMatchCardSchema);

/** The detail view (spec §3): every card field and the rest of the interview. */
export const JobMatchDetailSchema = JobMatchCardSchema.extend({
  interviewNo: z.string(),
  createDate: z.string(),
  education: z.string(),
  experience: z.string(),
  workingArea: z.string(),
  workingTime: z.string(),
  responsibilities: z.string(),
  expectedInterviewDateFrom: DateSchema.nullable(),
  expectedInterviewDateTo: DateSchema.nullable(),
  expectedInterviewTimePeriod: z.number().int().nullable(),
  content: z.string(),
  /** The interview's instant whenever one is set (invited, arranged, ended), as `interviewDate`. */
  interviewTime: z.string().nullable(),
  location: z.string(),
  result: z.string(),
  otherReasons: z.string(),
  /** The invitation's or arrangement's remark, rich text as the card's. */
  remark: richText(),
  contactPhone: z.string(),
  /** The CV sent with the booking, if any. */
  cvName: z.string().nullable(),
  history: z.array(JobMatchHistoryEntrySchema),
  /** The seeker may accept or reject now (an invitation within its 10 days). */
  canReply: z.boolean(),
});
export type JobMatchDetail = z.infer<typeof JobMatchDetailSchema>;

export const JobMatchIdParamsSchema = z.object({
  id: safeString().regex(/^[0-9a-f-]{36}$/, 'validation.invalid'),
});

/** POST v1/jobmatches/applyjob (spec §5: a time period and complete content; CV on some offers). */
export const ApplyJobRequestSchema = z
  .object({
    jobOfferId: rowId(),
    expectedInterviewDateFrom: DateSchema,
    expectedInterviewDateTo: DateSchema,
    expectedInterviewTimePeriod: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    content: requiredText(JOB_MATCH_TEXT_MAX.content),
    cvUid: safeString().max(64).nullable().optional(),
  })
  .refine((b) => b.expectedInterviewDateFrom <= b.expectedInterviewDateTo, {
    message: 'validation.dateOrder',
    path: ['expectedInterviewDateTo'],
  });
export type ApplyJobRequest = z.input<typeof ApplyJobRequestSchema>;

export const ApplyJobResponseSchema = z.object({ jobMatchUid: z.string() });

/** POST v1/jobmatches/{id}/replyemployer: accept, or reject with a reason (spec §4). */
export const ReplyEmployerRequestSchema = z.discriminatedUnion('accept', [
  z.object({ accept: z.literal(true) }),
  z
    .object({
      accept: z.literal(false),
      rejectReasonId: z.union(
        Object.values(REJECT_REASONS).map((id) => z.literal(id)) as [
          z.ZodLiteral<RejectReasonId>,
          ...z.ZodLiteral<RejectReasonId>[],
        ],
      ),
      otherReason: textField(JOB_MATCH_TEXT_MAX.reason).optional(),
    })
    .refine((b) => b.rejectReasonId !== REJECT_REASONS.other || !!b.otherReason, {
      message: 'validation.required',
      path: ['otherReason'],
    }),
]);
export type ReplyEmployerRequest = z.input<typeof ReplyEmployerRequestSchema>;

/** The post-interview survey: the seeker's own result and a comment (spec §4). */
export const SurveySchema = z.object({
  jobMatchUid: z.string(),
  jobOfferTitle: z.string(),
  employerName: z.string(),
  interviewDate: z.string().nullable(),
  /** What the seeker said, if anything yet. */
  seekerResult: z.enum(JOB_MATCH_RESULTS).nullable(),
  comment: z.string(),
  /** What the employer recorded, if anything: it counts when the seeker gives nothing. */
  employerResult: z.enum(JOB_MATCH_RESULTS).nullable(),
  submitted: z.boolean(),
});
export type Survey = z.infer<typeof SurveySchema>;

export const SurveyAnswerSchema = z.object({
  seekerResult: z.enum(JOB_MATCH_RESULTS),
  comment: textField(JOB_MATCH_TEXT_MAX.remark).default(''),
});
export type SurveyAnswer = z.input<typeof SurveyAnswerSchema>;

/** GET v1/jobmatches/statistics/pending (spec §3 Interview statistics). */
export const PendingStatisticsSchema = z.object({
  /** Active matches (groups 1–3). */
  total: z.number().int().min(0),
  /** Invitations waiting for the seeker's reply (badge of tab 3). */
  waitSeekerReply: z.number().int().min(0),
  /** Finished interviews whose survey the seeker has not answered (badge of tab 5). */
  completeReview: z.number().int().min(0),
});
export type PendingStatistics = z.infer<typeof PendingStatisticsSchema>;
