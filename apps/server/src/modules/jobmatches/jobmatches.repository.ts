import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import { JOB_MATCH_GROUP, JOB_MATCH_STATUS, type JobMatchGroup } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { JobMatchEventTable, JobMatchTable } from './jobmatches.tables.ts';

/** The vacancy's row is read (and locked) by a booking: its employer, event and caps. */
export const FOREIGN_READS = ['job_offer'] as const;

export type JobMatchRow = Selectable<JobMatchTable>;
export type JobMatchEventRow = Selectable<JobMatchEventTable>;

/** What a booking decides on, read under the seeker's and the vacancy's locks. */
export interface BookingFacts {
  vacancy: {
    employerId: number;
    eventId: number | null;
    needCv: number;
    maxActiveInterviews: number | null;
  } | null;
  alreadyMatched: boolean;
  seekerActive: number;
  vacancyActive: number;
}

export interface NewBooking {
  uid: string;
  accountId: number;
  jobOfferId: number;
  expectedDateFrom: string;
  expectedDateTo: string;
  expectedTimePeriod: number;
  content: string;
  cvUid: string | null;
  /** The Macao day, YYYYMMDD, for the interview number. */
  day: string;
}

type Eb = ExpressionBuilder<Database, 'job_match'>;

/**
 * Active now: requested, arranged, or an invitation still within its reply time (an invitation
 * past `reply_due_at` is expired, whether or not the scheduler has persisted it yet).
 */
function activeNow(eb: Eb, now: string) {
  return eb.or([
    eb('job_match.status', 'in', [JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.arranged]),
    eb.and([
      eb('job_match.status', '=', JOB_MATCH_STATUS.invited),
      eb('job_match.reply_due_at', '>', now),
    ]),
  ]);
}

/** The condition of one status group, as of `now`. */
function inGroup(eb: Eb, group: JobMatchGroup, now: string) {
  const S = JOB_MATCH_STATUS;
  switch (group) {
    case JOB_MATCH_GROUP.waitingEmployer:
      return eb('job_match.status', '=', S.requested);
    case JOB_MATCH_GROUP.waitingSeeker:
      return eb.and([
        eb('job_match.status', '=', S.invited),
        eb('job_match.reply_due_at', '>', now),
      ]);
    case JOB_MATCH_GROUP.arranged:
      return eb('job_match.status', '=', S.arranged);
    case JOB_MATCH_GROUP.finished:
      return eb.or([
        eb('job_match.status', 'in', [
          S.declined,
          S.rejected,
          S.expired,
          S.hired,
          S.notHired,
          S.absent,
        ]),
        eb.and([eb('job_match.status', '=', S.invited), eb('job_match.reply_due_at', '<=', now)]),
      ]);
    default:
      // The job-seeking registration's referrals (group 900) are not interview matches here.
      return eb('job_match.id', '<', 0);
  }
}

/** The survey is due: the interview has taken place or a result was recorded, and not submitted. */
function surveyDue(eb: Eb, now: string) {
  return eb.and([
    eb('job_match.survey_submitted_at', 'is', null),
    eb.or([
      eb.and([
        eb('job_match.status', '=', JOB_MATCH_STATUS.arranged),
        eb('job_match.interview_at', '<=', now),
      ]),
      eb('job_match.employer_result', 'is not', null),
    ]),
  ]);
}

/** The SQL of a seeker's interview matches. */
export class JobMatchesRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Runs a booking in one transaction: locks the seeker's `job_match_seeker` row (so the
   * seeker's bookings run one after the other), then the vacancy's row (so bookings of one
   * vacancy do too; SQLite serializes writers anyway), reads the facts, and lets `decide`
   * refuse (by throwing) before the match and its first history row are written.
   */
  async book(
    booking: NewBooking,
    now: string,
    decide: (facts: BookingFacts) => void,
  ): Promise<JobMatchRow> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('job_match_seeker')
        .values({ account_id: booking.accountId, changed_at: now })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute();
      await trx
        .updateTable('job_match_seeker')
        .set({ changed_at: now })
        .where('account_id', '=', booking.accountId)
        .execute();
      let vacancyQuery = trx
        .selectFrom('job_offer')
        .select(['employer_id', 'event_id', 'need_cv', 'max_active_interviews'])
        .where('id', '=', booking.jobOfferId);
      if (this.dialect === 'postgres') vacancyQuery = vacancyQuery.forUpdate();
      const vacancy = await vacancyQuery.executeTakeFirst();
      const already = await trx
        .selectFrom('job_match')
        .select('id')
        .where('account_id', '=', booking.accountId)
        .where('job_offer_id', '=', booking.jobOfferId)
        .executeTakeFirst();
      const count = async (column: 'account_id' | 'job_offer_id', value: number) =>
        Number(
          (
            await trx
              .selectFrom('job_match')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where(column, '=', value)
              .where((eb) => activeNow(eb, now))
              .executeTakeFirstOrThrow()
          ).n,
        );
      decide({
        vacancy: vacancy
          ? {
              employerId: vacancy.employer_id,
              eventId: vacancy.event_id,
              needCv: vacancy.need_cv,
              maxActiveInterviews: vacancy.max_active_interviews,
            }
          : null,
        alreadyMatched: already !== undefined,
        seekerActive: await count('account_id', booking.accountId),
        vacancyActive: await count('job_offer_id', booking.jobOfferId),
      });
      if (!vacancy) throw new Error('a booking was decided without its vacancy');
      const inserted = await trx
        .insertInto('job_match')
        .values({
          uid: booking.uid,
          interview_no: booking.uid.replace(/-/g, ''),
          job_offer_id: booking.jobOfferId,
          employer_id: vacancy.employer_id,
          account_id: booking.accountId,
          origin: 'seeker',
          status: JOB_MATCH_STATUS.requested,
          expected_date_from: booking.expectedDateFrom,
          expected_date_to: booking.expectedDateTo,
          expected_time_period: booking.expectedTimePeriod,
          content: booking.content,
          cv_uid: booking.cvUid,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const interviewNo = `IV${booking.day}-${String(inserted.id % 1_000_000).padStart(6, '0')}`;
      await trx
        .updateTable('job_match')
        .set({ interview_no: interviewNo })
        .where('id', '=', inserted.id)
        .execute();
      await trx
        .insertInto('job_match_event')
        .values({
          job_match_id: inserted.id,
          status: JOB_MATCH_STATUS.requested,
          actor: 'seeker',
          actor_account_id: booking.accountId,
          reason: null,
          at: now,
        })
        .execute();
      return trx
        .selectFrom('job_match')
        .selectAll()
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
    });
  }

  /** A page of the seeker's matches in these groups (all when empty), newest first. */
  async page(
    accountId: number,
    groups: readonly JobMatchGroup[],
    now: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: JobMatchRow[]; total: number }> {
    let base = this.db.selectFrom('job_match').where('account_id', '=', accountId);
    if (groups.length > 0) base = base.where((eb) => eb.or(groups.map((g) => inGroup(eb, g, now))));
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The seeker's match by its uid; another seeker's is not found. */
  async find(accountId: number, uid: string): Promise<JobMatchRow | undefined> {
    return this.db
      .selectFrom('job_match')
      .selectAll()
      .where('uid', '=', uid)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  async history(jobMatchId: number): Promise<JobMatchEventRow[]> {
    return this.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', jobMatchId)
      .orderBy('id', 'asc')
      .execute();
  }

  /** The counts of the pending statistics, as of `now`. */
  async pendingCounts(
    accountId: number,
    now: string,
  ): Promise<{ active: number; waitSeeker: number; surveyDue: number }> {
    const base = this.db.selectFrom('job_match').where('account_id', '=', accountId);
    const n = async (q: typeof base) =>
      Number(
        (await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
    return {
      active: await n(base.where((eb) => activeNow(eb, now))),
      waitSeeker: await n(base.where((eb) => inGroup(eb, JOB_MATCH_GROUP.waitingSeeker, now))),
      surveyDue: await n(base.where((eb) => surveyDue(eb, now))),
    };
  }

  /**
   * Moves a match from `from` to a new status with its history row, in one transaction, only if
   * it is still in `from` (and, for invitations, still within its reply time when `dueAfter` is
   * given). Answers whether it moved.
   */
  async transition(
    id: number,
    from: number,
    change: Omit<Updateable<JobMatchTable>, 'id' | 'uid'> & { status: number },
    event: Omit<JobMatchEventTable, 'id' | 'job_match_id' | 'status'>,
    dueAfter?: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('job_match')
        .set({ ...change, updated_at: event.at })
        .where('id', '=', id)
        .where('status', '=', from);
      if (dueAfter !== undefined) update = update.where('reply_due_at', '>', dueAfter);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('job_match_event')
        .values({ ...event, job_match_id: id, status: change.status })
        .execute();
      return true;
    });
  }

  /** Invitations whose reply time has passed but are still stored as invitations. */
  async overdueInvitationIds(now: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('job_match')
      .select('id')
      .where('status', '=', JOB_MATCH_STATUS.invited)
      .where('reply_due_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Saves the seeker's survey answer while it is not submitted; answers whether it saved. */
  async saveSurvey(
    id: number,
    answer: { seekerResult: string; comment: string },
    submittedAt: string | null,
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('job_match')
      .set({
        seeker_result: answer.seekerResult,
        seeker_comment: answer.comment,
        survey_submitted_at: submittedAt,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('survey_submitted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
