import { LIMITS } from './limits.ts';
import { macaoDayStart, macaoToday } from './macao-time.ts';

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
 * | withdrawn (11): the seeker erased their data while the match was open | 4 finished | — |
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
  withdrawn: 11,
} as const;
export type JobMatchStatusName = keyof typeof JOB_MATCH_STATUS;
export type JobMatchStatus = (typeof JOB_MATCH_STATUS)[JobMatchStatusName];

/**
 * A status is named to the job seeker (an invitation waits for "your" reply) or to employers and
 * staff (in the third person): the `jobmatches` catalogue's `status.<name>` and
 * `statusConsole.<name>`.
 */
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
