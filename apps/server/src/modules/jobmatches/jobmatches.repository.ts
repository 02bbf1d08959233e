import type { Updateable } from 'kysely';
import {
  JOB_MATCH_GROUP,
  JOB_MATCH_STATUS,
  RESULT_STATUS,
  type JobMatchGroup,
  type JobMatchResult,
} from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import { RESULT_STATUSES, activeNow, inGroup, surveyDue } from './jobmatch-status.ts';
import {
  insertEvent,
  insertMatch,
  lockNewMatch,
  moveMatch,
  readHistory,
  type JobMatchEventRow,
  type AfterMove,
  type JobMatchRow,
  type MatchEvent,
  type NewMatchFacts,
} from './jobmatches-shared.repository.ts';
import type { JobMatchTable } from './jobmatches.tables.ts';

export type { JobMatchEventRow, JobMatchRow };

export interface NewBooking {
  uid: string;
  accountId: number;
  jobOfferId: number;
  expectedDateFrom: string;
  expectedDateTo: string;
  expectedTimePeriod: number;
  content: string;
  cvUid: string | null;
}

/** The SQL of a seeker's interview matches. */
/** Statuses a match ends in: nothing changes it any more. */
const CLOSED_STATUSES = [4, 5, 6, 7, 8, 9, 10, 11];

export class JobMatchesRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Runs a booking in one transaction: takes the seeker's and the vacancy's locks and reads the
   * facts (lockNewMatch), lets `decide` refuse (by throwing), then writes the match and its first
   * history row.
   */
  /**
   * The retention job: deletes matches closed (a final status) and unchanged since
   * before `cutoff`, their history with them (cascade); answers how many.
   */
  async deleteClosedBefore(cutoff: string): Promise<number> {
    const result = await this.db
      .deleteFrom('job_match')
      .where('status', 'in', CLOSED_STATUSES)
      .where('updated_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async book(
    booking: NewBooking,
    now: string,
    decide: (facts: NewMatchFacts) => void,
    after?: AfterMove,
  ): Promise<JobMatchRow> {
    return this.db.transaction().execute(async (trx) => {
      const facts = await lockNewMatch(
        trx,
        this.dialect,
        booking.accountId,
        booking.jobOfferId,
        now,
      );
      decide(facts);
      if (!facts.vacancy) throw new Error('a booking was decided without its vacancy');
      const id = await insertMatch(
        trx,
        {
          uid: booking.uid,
          job_offer_id: booking.jobOfferId,
          employer_id: facts.vacancy.employerId,
          account_id: booking.accountId,
          origin: 'seeker',
          status: JOB_MATCH_STATUS.requested,
          expected_date_from: booking.expectedDateFrom,
          expected_date_to: booking.expectedDateTo,
          expected_time_period: booking.expectedTimePeriod,
          content: booking.content,
          cv_uid: booking.cvUid,
        },
        { actor: 'seeker', actorAccountId: booking.accountId, reason: null, at: now },
      );
      const row = await trx
        .selectFrom('job_match')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await after?.(trx, row);
      return row;
    });
  }

  /**
   * A page of the seeker's matches in these groups (all when empty), of these job-seeking
   * registrations and of these vacancies (all when empty), newest first.
   */
  async page(
    accountId: number,
    filter: {
      groups: readonly JobMatchGroup[];
      jobSeekIds: readonly number[];
      jobOfferIds: readonly number[];
    },
    now: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: JobMatchRow[]; total: number }> {
    const { groups, jobSeekIds, jobOfferIds } = filter;
    let base = this.db.selectFrom('job_match as jm').where('jm.account_id', '=', accountId);
    if (groups.length > 0) base = base.where((eb) => eb.or(groups.map((g) => inGroup(eb, g, now))));
    if (jobSeekIds.length > 0) base = base.where('jm.job_seek_id', 'in', [...jobSeekIds]);
    if (jobOfferIds.length > 0) base = base.where('jm.job_offer_id', 'in', [...jobOfferIds]);
    const [rows, total] = await Promise.all([
      base
        .selectAll('jm')
        .orderBy('jm.created_at', 'desc')
        .orderBy('jm.id', 'desc')
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
    return readHistory(this.db, jobMatchId);
  }

  /** The counts of the pending statistics, as of `now`. */
  async pendingCounts(
    accountId: number,
    now: string,
  ): Promise<{ active: number; waitSeeker: number; surveyDue: number }> {
    const base = this.db.selectFrom('job_match as jm').where('jm.account_id', '=', accountId);
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

  /** Matches of each of these vacancies: all, and those waiting for the employer (requested). */
  async countsByJobOffers(
    jobOfferIds: readonly number[],
  ): Promise<{ jobOfferId: number; all: number; waiting: number }[]> {
    if (jobOfferIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('job_match as jm')
      .where('jm.job_offer_id', 'in', [...jobOfferIds])
      .select((eb) => [
        'jm.job_offer_id as jobOfferId',
        eb.fn.countAll<number>().as('all'),
        eb.fn
          .sum<number>(
            eb.case().when('jm.status', '=', JOB_MATCH_STATUS.requested).then(1).else(0).end(),
          )
          .as('waiting'),
      ])
      .groupBy('jm.job_offer_id')
      .execute();
    return rows.map((r) => ({
      jobOfferId: r.jobOfferId,
      all: Number(r.all),
      waiting: Number(r.waiting ?? 0),
    }));
  }

  /** Moves a match to a new status with its history row (moveMatch); answers whether it moved. */
  async transition(
    id: number,
    from: number,
    change: Omit<Updateable<JobMatchTable>, 'id' | 'uid'> & { status: number },
    event: MatchEvent,
    dueAfter?: string,
    after?: AfterMove,
  ): Promise<boolean> {
    return moveMatch(this.db, id, from, change, event, dueAfter, after);
  }

  /** The seeker's matches active at `now` (requested, invited within time, arranged), oldest first. */
  async activeOf(accountId: number, now: string): Promise<JobMatchRow[]> {
    return this.db
      .selectFrom('job_match as jm')
      .selectAll('jm')
      .where('jm.account_id', '=', accountId)
      .where((eb) => activeNow(eb, now))
      .orderBy('jm.created_at')
      .orderBy('jm.id')
      .execute();
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

  /**
   * Saves the seeker's survey answer while it is not submitted, in one transaction with the
   * match locked: the answer's result becomes the match's status (an arranged interview is
   * finished by it, and a recorded result gives way to the seeker's own, spec §4), with a
   * history row when the status changes. Answers whether it saved: false once submitted, or
   * when the match is neither arranged nor holding a result.
   */
  async saveSurvey(
    id: number,
    answer: { seekerResult: JobMatchResult; comment: string },
    submittedAt: string | null,
    event: MatchEvent,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('job_match')
        .select(['status', 'survey_submitted_at'])
        .where('id', '=', id);
      if (this.dialect === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row || row.survey_submitted_at !== null) return false;
      if (row.status !== JOB_MATCH_STATUS.arranged && !RESULT_STATUSES.includes(row.status)) {
        return false;
      }
      const status = RESULT_STATUS[answer.seekerResult];
      const result = await trx
        .updateTable('job_match')
        .set({
          status,
          seeker_result: answer.seekerResult,
          seeker_comment: answer.comment,
          survey_submitted_at: submittedAt,
          updated_at: event.at,
        })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .where('survey_submitted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (status !== row.status) await insertEvent(trx, id, status, event);
      return true;
    });
  }

  /**
   * Arranged interviews whose time is before `before` and that hold no result from either side
   * (the scheduler closes them as noResult).
   */
  async unreportedInterviewIds(before: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('job_match')
      .select('id')
      .where('status', '=', JOB_MATCH_STATUS.arranged)
      .where('interview_at', '<', before)
      .where('employer_result', 'is', null)
      .where('seeker_result', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
