import type { ExpressionBuilder } from 'kysely';
import { JOB_MATCH_GROUP, JOB_MATCH_STATUS } from '@vaga/contract';
import type { Database } from '../../db/schema.ts';
import type { JobMatchTable } from './jobmatches.tables.ts';

/** Conditions over the matches aliased `jm`. */
export type MatchExpression = ExpressionBuilder<Database & { jm: JobMatchTable }, 'jm'>;

const FINISHED = [
  JOB_MATCH_STATUS.declined,
  JOB_MATCH_STATUS.rejected,
  JOB_MATCH_STATUS.expired,
  JOB_MATCH_STATUS.hired,
  JOB_MATCH_STATUS.notHired,
  JOB_MATCH_STATUS.absent,
];

/** Matches still active at `now`: requested, arranged, or invited with the reply not yet due. */
export function isActive(eb: MatchExpression, now: string) {
  return eb.or([
    eb('jm.status', 'in', [JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.arranged]),
    eb.and([
      eb('jm.status', '=', JOB_MATCH_STATUS.invited),
      eb.or([eb('jm.reply_due_at', 'is', null), eb('jm.reply_due_at', '>', now)]),
    ]),
  ]);
}

/** The matches of a status group at `now` (spec §4). */
export function inGroup(eb: MatchExpression, group: number, now: string) {
  switch (group) {
    case JOB_MATCH_GROUP.waitingEmployer:
      return eb('jm.status', '=', JOB_MATCH_STATUS.requested);
    case JOB_MATCH_GROUP.waitingSeeker:
      return eb.and([
        eb('jm.status', '=', JOB_MATCH_STATUS.invited),
        eb.or([eb('jm.reply_due_at', 'is', null), eb('jm.reply_due_at', '>', now)]),
      ]);
    case JOB_MATCH_GROUP.arranged:
      return eb('jm.status', '=', JOB_MATCH_STATUS.arranged);
    case JOB_MATCH_GROUP.finished:
      return eb.or([
        eb('jm.status', 'in', FINISHED),
        eb.and([eb('jm.status', '=', JOB_MATCH_STATUS.invited), eb('jm.reply_due_at', '<=', now)]),
      ]);
    default:
      // Job-seeking registrations (900) are no interview matches of an employer.
      return eb('jm.id', '<', 0);
  }
}
