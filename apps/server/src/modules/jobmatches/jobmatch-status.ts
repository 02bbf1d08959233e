import type { ExpressionBuilder } from 'kysely';
import { JOB_MATCH_GROUP, JOB_MATCH_STATUS, macaoToday, type JobMatchStatus } from '@vaga/contract';
import type { Database } from '../../db/schema.ts';
import type { JobMatchTable } from './jobmatches.tables.ts';

/**
 * The status a match shows at an instant: an invitation whose reply is due is expired (6) as soon
 * as its deadline passes, before the scheduler job persists it.
 */
export function effectiveStatus(
  status: number,
  replyDueAt: string | null,
  now: Date,
): JobMatchStatus {
  if (
    status === JOB_MATCH_STATUS.invited &&
    replyDueAt !== null &&
    new Date(replyDueAt).getTime() <= now.getTime()
  ) {
    return JOB_MATCH_STATUS.expired;
  }
  return status as JobMatchStatus;
}

/** The number shown to people: `IV` + the Macao day + a 6-digit sequence, e.g. IV20261122-000123. */
export function interviewNumber(id: number, createdAt: Date): string {
  const day = macaoToday(createdAt).replaceAll('-', '');
  return `IV${day}-${String(id % 1_000_000).padStart(6, '0')}`;
}

/** Conditions over the matches aliased `jm`. */
export type MatchExpression = ExpressionBuilder<Database & { jm: JobMatchTable }, 'jm'>;

/** The statuses of a recorded result (the seeker's survey answer or the employer's record). */
export const RESULT_STATUSES: readonly number[] = [
  JOB_MATCH_STATUS.hired,
  JOB_MATCH_STATUS.notHired,
  JOB_MATCH_STATUS.absent,
];

const FINISHED = [
  JOB_MATCH_STATUS.declined,
  JOB_MATCH_STATUS.rejected,
  JOB_MATCH_STATUS.expired,
  ...RESULT_STATUSES,
  JOB_MATCH_STATUS.noResult,
  JOB_MATCH_STATUS.withdrawn,
];

/** An invitation still within its reply time at `now` (the SQL form of effectiveStatus). */
function invitedNow(eb: MatchExpression, now: string) {
  return eb.and([
    eb('jm.status', '=', JOB_MATCH_STATUS.invited),
    eb.or([eb('jm.reply_due_at', 'is', null), eb('jm.reply_due_at', '>', now)]),
  ]);
}

/**
 * Active at `now` (the caps count these): requested, arranged, or an invitation still within its
 * reply time; an invitation past `reply_due_at` is expired whether or not it was persisted yet.
 */
export function activeNow(eb: MatchExpression, now: string) {
  return eb.or([
    eb('jm.status', 'in', [JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.arranged]),
    invitedNow(eb, now),
  ]);
}

/** The matches of a status group at `now` (spec §4). */
export function inGroup(eb: MatchExpression, group: number, now: string) {
  switch (group) {
    case JOB_MATCH_GROUP.waitingEmployer:
      return eb('jm.status', '=', JOB_MATCH_STATUS.requested);
    case JOB_MATCH_GROUP.waitingSeeker:
      return invitedNow(eb, now);
    case JOB_MATCH_GROUP.arranged:
      return eb('jm.status', '=', JOB_MATCH_STATUS.arranged);
    case JOB_MATCH_GROUP.finished:
      return eb.or([
        eb('jm.status', 'in', FINISHED),
        eb.and([eb('jm.status', '=', JOB_MATCH_STATUS.invited), eb('jm.reply_due_at', '<=', now)]),
      ]);
    case JOB_MATCH_GROUP.jobSeekRegistration:
      // The job-seeking registration's referrals, whatever their status.
      return eb('jm.job_seek_id', 'is not', null);
    default:
      return eb('jm.id', '<', 0);
  }
}

/**
 * The survey is due (the SQL form of surveyOpen): the arranged interview has taken place or a
 * result was recorded, and the seeker has not submitted it.
 */
export function surveyDue(eb: MatchExpression, now: string) {
  return eb.and([
    eb('jm.survey_submitted_at', 'is', null),
    eb.or([
      eb.and([eb('jm.status', '=', JOB_MATCH_STATUS.arranged), eb('jm.interview_at', '<=', now)]),
      eb('jm.status', 'in', [...RESULT_STATUSES]),
      eb('jm.employer_result', 'is not', null),
    ]),
  ]);
}
