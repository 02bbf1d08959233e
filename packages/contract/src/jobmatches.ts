import { z } from 'zod';
import { richText } from './rich-text.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import { macaoDayStart, macaoToday } from './macao-time.ts';
import { requiredText, rowId, safeString, textField } from './validation.ts';

/**
 * Interview matches (spec §3 Interview match, §4 states, §5 booking rules, §7 Interview
 * matches). A match joins one seeker and one vacancy. It starts either from the seeker (a
 * booking: `applyjob`) or from the employer (an invitation), and moves through these states:
 *
 * | status | group | who acts next |
 * | --- | --- | --- |
 * | requested (1): the seeker asked for an interview | 1 waiting employer | employer arranges or declines |
 * | invited (2): the employer invited the seeker, with the interview's time and place | 2 waiting seeker | seeker accepts or rejects within 10 days |
 * | arranged (3): time and place agreed | 3 arranged | employer records the result; seeker answers the survey |
 * | declined (4): the employer declined the request | 4 finished | — |
 * | rejected (5): the seeker rejected the invitation | 4 finished | — |
 * | expired (6): no reply to the invitation within 10 days, rejected automatically | 4 finished | — |
 * | hired (7), notHired (8), absent (9): the result | 4 finished | seeker's survey |
 * | noResult (10): no result from either side 30 days after the interview's date | 4 finished | — |
 *
 * A match is active (counts toward the 10 active requests of a seeker and the vacancy's cap)
 * while its group is 1, 2 or 3. The first result of an arranged interview, the seeker's survey
 * answer or the employer's record, finishes it (spec §4, §8 "until a result is updated"). Group 900 holds the job-seeking registration's referrals
 * (the jobseeks feature).
 */
export const JOB_MATCH_STATUS = {
  requested: 1,
  invited: 2,
  arranged: 3,
  declined: 4,
  rejected: 5,
  expired: 6,
  hired: 7,
  notHired: 8,
  absent: 9,
  noResult: 10,
} as const;
export type JobMatchStatusName = keyof typeof JOB_MATCH_STATUS;
export type JobMatchStatus = (typeof JOB_MATCH_STATUS)[JobMatchStatusName];

type StatusNames = Record<JobMatchStatusName, { 'zh-Hant': string; pt: string; en: string }>;

/**
 * How a status is named to the job seeker, in the three languages: an invitation waits for
 * "your" reply. The consoles name it with JOB_MATCH_STATUS_CONSOLE_NAMES.
 */
export const JOB_MATCH_STATUS_NAMES: StatusNames = {
  requested: {
    'zh-Hant': '等待僱主回覆',
    pt: 'A aguardar resposta do empregador',
    en: 'Waiting for the employer',
  },
  invited: {
    'zh-Hant': '等待您回覆',
    pt: 'A aguardar a sua resposta',
    en: 'Waiting for your reply',
  },
  arranged: { 'zh-Hant': '已安排面試', pt: 'Entrevista marcada', en: 'Interview arranged' },
  declined: {
    'zh-Hant': '僱主已婉拒',
    pt: 'Recusado pelo empregador',
    en: 'Declined by the employer',
  },
  rejected: { 'zh-Hant': '已拒絕邀請', pt: 'Convite recusado', en: 'Invitation rejected' },
  expired: {
    'zh-Hant': '逾期未回覆，已自動拒絕',
    pt: 'Sem resposta no prazo; recusado automaticamente',
    en: 'No reply in time; rejected automatically',
  },
  hired: { 'zh-Hant': '已獲聘用', pt: 'Contratado', en: 'Hired' },
  notHired: { 'zh-Hant': '未獲聘用', pt: 'Não contratado', en: 'Not hired' },
  absent: { 'zh-Hant': '缺席面試', pt: 'Faltou à entrevista', en: 'Absent from the interview' },
  noResult: {
    'zh-Hant': '沒有記錄面試結果',
    pt: 'Sem resultado registado',
    en: 'No result recorded',
  },
};

/**
 * How a status is named to employers and staff: in the third person, as the consoles speak of
 * the job seeker and the employer.
 */
export const JOB_MATCH_STATUS_CONSOLE_NAMES: StatusNames = {
  ...JOB_MATCH_STATUS_NAMES,
  invited: {
    'zh-Hant': '等待求職者回覆',
    pt: 'A aguardar resposta do candidato',
    en: 'Waiting for the job seeker',
  },
};

/** Who reads a label: the job seeker (the resident app) or employers and staff (the consoles). */
export type LabelAudience = 'seeker' | 'console';

/** The name of a status code. */
export function statusNameOf(status: JobMatchStatus): JobMatchStatusName {
  const entry = Object.entries(JOB_MATCH_STATUS).find(([, code]) => code === status);
  if (!entry) throw new Error(`unknown interview status ${status}`);
  return entry[0] as JobMatchStatusName;
}

export const JOB_MATCH_GROUP = {
  waitingEmployer: 1,
  waitingSeeker: 2,
  arranged: 3,
  finished: 4,
  jobSeekRegistration: 900,
} as const;
export type JobMatchGroup = (typeof JOB_MATCH_GROUP)[keyof typeof JOB_MATCH_GROUP];
export const JOB_MATCH_GROUPS = Object.values(JOB_MATCH_GROUP) as JobMatchGroup[];

/** The status group a status is listed under (spec §4). */
export function groupOfStatus(status: JobMatchStatus): JobMatchGroup {
  if (status === JOB_MATCH_STATUS.requested) return JOB_MATCH_GROUP.waitingEmployer;
  if (status === JOB_MATCH_STATUS.invited) return JOB_MATCH_GROUP.waitingSeeker;
  if (status === JOB_MATCH_STATUS.arranged) return JOB_MATCH_GROUP.arranged;
  return JOB_MATCH_GROUP.finished;
}

/** Active = waiting for someone or arranged; a finished match no longer counts (spec §5, §9). */
export function isActiveStatus(status: JobMatchStatus): boolean {
  return groupOfStatus(status) !== JOB_MATCH_GROUP.finished;
}

export const JOB_MATCH_RESULTS = ['hired', 'notHired', 'absent'] as const;
export type JobMatchResult = (typeof JOB_MATCH_RESULTS)[number];

/** The status a result gives its match. */
export const RESULT_STATUS: Record<JobMatchResult, JobMatchStatus> = {
  hired: JOB_MATCH_STATUS.hired,
  notHired: JOB_MATCH_STATUS.notHired,
  absent: JOB_MATCH_STATUS.absent,
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reply deadline of an invitation made at `createdAt` for an interview at `interviewAt`:
 * the earlier of `createdAt` + 10 days and the end of the day before the interview in Macao
 * (the reply is due before the instant answered, 23:59:59.999 of that day).
 */
export function replyDeadline(createdAt: Date, interviewAt: Date): Date {
  const tenDays = createdAt.getTime() + LIMITS.interviewReplyDays * 24 * HOUR_MS;
  const interviewDay = macaoDayStart(macaoToday(interviewAt)).getTime();
  return new Date(Math.min(tenDays, interviewDay - 1));
}

/** Whether an invitation made at `createdAt` for `interviewAt` leaves a day (24 h) to reply. */
export function leavesTimeToReply(createdAt: Date, interviewAt: Date): boolean {
  return (
    replyDeadline(createdAt, interviewAt).getTime() - createdAt.getTime() >=
    LIMITS.interviewReplyMinimumHours * HOUR_MS
  );
}

/** Expected interview time period chosen at booking. */
export const INTERVIEW_TIME_PERIODS = { morning: 1, afternoon: 2, anytime: 3 } as const;
export type InterviewTimePeriod =
  (typeof INTERVIEW_TIME_PERIODS)[keyof typeof INTERVIEW_TIME_PERIODS];

/** Reasons a seeker gives for rejecting an invitation; `other` asks for a text. */
export const REJECT_REASONS = {
  timeNotSuitable: 1,
  foundJob: 2,
  salaryNotSuitable: 3,
  locationNotSuitable: 4,
  other: 99,
} as const;
export type RejectReasonId = (typeof REJECT_REASONS)[keyof typeof REJECT_REASONS];

/** Who did something to a match: the seeker, the employer, staff for the employer, or the clock. */
export const JOB_MATCH_ACTORS = ['seeker', 'employer', 'staff', 'system'] as const;
export type JobMatchActor = (typeof JOB_MATCH_ACTORS)[number];

export const JOB_MATCH_TEXT_MAX = {
  content: 500,
  remark: 500,
  reason: 200,
  location: 200,
} as const;

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
 * rejected, expired) is a reason; what came with an invitation, an arrangement or a result is a
 * remark.
 */
export function historyNoteKind(status: number): 'reason' | 'remark' {
  return status === JOB_MATCH_STATUS.declined ||
    status === JOB_MATCH_STATUS.rejected ||
    status === JOB_MATCH_STATUS.expired
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
