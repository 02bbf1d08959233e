import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { JOB_MATCH_STATUS, type JobMatchActor, type JobMatchStatus } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import { inGroup, isActive, type MatchExpression } from './jobmatch-console-filters.ts';
import type { JobMatchEventTable, JobMatchTable } from './jobmatches.tables.ts';

/** Tables of other modules the console's match queries read. */
export const FOREIGN_READS = ['job_offer', 'employer', 'profile', 'accounts'] as const;

export type JobMatchRow = Selectable<JobMatchTable>;
export type JobMatchEventRow = Selectable<JobMatchEventTable>;

/** A match with the names the console shows. */
export interface ConsoleMatchRow extends JobMatchRow {
  title_cn: string;
  title_pt: string;
  title_en: string;
  employer_name_cn: string;
  employer_name_pt: string;
  employer_name_en: string;
  seeker_name_cn: string | null;
  seeker_name_pt: string | null;
  seeker_account_name: string;
}

/** What an action changes on a match besides its status. */
export interface MatchChanges {
  interview_at?: string;
  location?: string;
  contact_phone?: string;
  remark?: string;
  decline_reason?: string;
  employer_result?: string;
}

export interface ConsoleMatchFilter {
  /** Only this employer's vacancies (an employer always; staff when filtering). */
  employerId?: number;
  group?: number;
  jobOfferId?: number;
  /** Now, ISO: an invitation past its reply deadline counts as finished. */
  now: string;
  offset: number;
  limit: number;
}

/** Who acted and why, written to the match's history with its new status. */
export interface MatchEvent {
  actor: JobMatchActor;
  actorAccountId: number | null;
  reason: string | null;
  at: string;
}

export interface NewInvitation {
  jobOfferId: number;
  seekerId: number;
  /** Only this employer's vacancy (an employer); null for staff. */
  employerId: number | null;
  interviewAt: string;
  location: string;
  contactPhone: string;
  remark: string;
  replyDueAt: string;
  activeMax: number;
  event: MatchEvent;
  interviewNumber: (id: number) => string;
}

export type InvitationOutcome =
  | { kind: 'created'; uid: string }
  | { kind: 'noVacancy' }
  | { kind: 'alreadyInterviewed' }
  | { kind: 'seekerCap' }
  | { kind: 'vacancyCap'; limit: number };

/** The SQL of the console's side of interview matches. */
export class JobMatchesConsoleRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  private withNames() {
    return this.db
      .selectFrom('job_match as jm')
      .innerJoin('job_offer as jo', 'jo.id', 'jm.job_offer_id')
      .innerJoin('employer as e', 'e.id', 'jm.employer_id')
      .innerJoin('accounts as a', 'a.id', 'jm.account_id')
      .leftJoin('profile as p', 'p.account_id', 'jm.account_id')
      .selectAll('jm')
      .select([
        'jo.title_cn',
        'jo.title_pt',
        'jo.title_en',
        'e.name_cn as employer_name_cn',
        'e.name_pt as employer_name_pt',
        'e.name_en as employer_name_en',
        'p.name_cn as seeker_name_cn',
        'p.name_pt as seeker_name_pt',
        'a.name as seeker_account_name',
      ]);
  }

  /** A page of matches, newest first, with the total. */
  async page(filter: ConsoleMatchFilter): Promise<{ rows: ConsoleMatchRow[]; total: number }> {
    const where = (eb: MatchExpression) => {
      const conditions = [];
      if (filter.employerId !== undefined)
        conditions.push(eb('jm.employer_id', '=', filter.employerId));
      if (filter.jobOfferId !== undefined)
        conditions.push(eb('jm.job_offer_id', '=', filter.jobOfferId));
      if (filter.group !== undefined) conditions.push(inGroup(eb, filter.group, filter.now));
      return eb.and(conditions);
    };
    const rows = await this.withNames()
      .where(where)
      .orderBy('jm.created_at', 'desc')
      .orderBy('jm.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    const { count } = await this.db
      .selectFrom('job_match as jm')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count) };
  }

  async find(uid: string): Promise<ConsoleMatchRow | undefined> {
    return this.withNames().where('jm.uid', '=', uid).executeTakeFirst();
  }

  async history(matchId: number): Promise<JobMatchEventRow[]> {
    return this.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', matchId)
      .orderBy('id')
      .execute();
  }

  /**
   * Moves a match from one status to another with its changes and a history row; false when the
   * match is no longer in `from` (a concurrent change won).
   */
  async transition(
    matchId: number,
    from: JobMatchStatus,
    to: JobMatchStatus,
    changes: MatchChanges,
    event: MatchEvent,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job_match')
        .set({ ...changes, status: to, updated_at: event.at })
        .where('id', '=', matchId)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx
        .insertInto('job_match_event')
        .values({
          job_match_id: matchId,
          status: to,
          actor: event.actor,
          actor_account_id: event.actorAccountId,
          reason: event.reason,
          at: event.at,
        })
        .execute();
      return true;
    });
  }

  /**
   * Creates an invitation once every cap holds, in one transaction: the seeker's lock row is
   * taken first (an UPDATE), then the vacancy's row (FOR UPDATE on PostgreSQL; SQLite serializes
   * writers), so concurrent bookings and invitations of one seeker or one vacancy count exactly.
   */
  async invite(input: NewInvitation): Promise<InvitationOutcome> {
    const now = input.event.at;
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('job_match_seeker')
        .values({ account_id: input.seekerId, changed_at: now })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute();
      await trx
        .updateTable('job_match_seeker')
        .set({ changed_at: now })
        .where('account_id', '=', input.seekerId)
        .execute();
      let vacancyQuery = trx
        .selectFrom('job_offer')
        .select(['id', 'employer_id', 'max_active_interviews'])
        .where('id', '=', input.jobOfferId);
      if (this.dialect === 'postgres') vacancyQuery = vacancyQuery.forUpdate();
      const vacancy = await vacancyQuery.executeTakeFirst();
      if (!vacancy || (input.employerId !== null && vacancy.employer_id !== input.employerId)) {
        return { kind: 'noVacancy' };
      }
      const existing = await trx
        .selectFrom('job_match')
        .select('id')
        .where('account_id', '=', input.seekerId)
        .where('job_offer_id', '=', input.jobOfferId)
        .executeTakeFirst();
      if (existing) return { kind: 'alreadyInterviewed' };
      const active = (filter: 'account_id' | 'job_offer_id', id: number) =>
        trx
          .selectFrom('job_match as jm')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where(`jm.${filter}`, '=', id)
          .where((eb) => isActive(eb, now))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.count));
      if ((await active('account_id', input.seekerId)) >= input.activeMax) {
        return { kind: 'seekerCap' };
      }
      const cap = vacancy.max_active_interviews;
      if (cap !== null && (await active('job_offer_id', input.jobOfferId)) >= cap) {
        return { kind: 'vacancyCap', limit: cap };
      }
      const uid = randomUUID();
      const inserted = await trx
        .insertInto('job_match')
        .values({
          uid,
          interview_no: uid.replaceAll('-', ''),
          job_offer_id: input.jobOfferId,
          employer_id: vacancy.employer_id,
          account_id: input.seekerId,
          origin: 'employer',
          status: JOB_MATCH_STATUS.invited,
          expected_date_from: null,
          expected_date_to: null,
          expected_time_period: null,
          cv_uid: null,
          interview_at: input.interviewAt,
          location: input.location,
          contact_phone: input.contactPhone,
          remark: input.remark,
          reply_due_at: input.replyDueAt,
          reject_reason_id: null,
          reject_other: null,
          decline_reason: null,
          employer_result: null,
          seeker_result: null,
          survey_submitted_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('job_match')
        .set({ interview_no: input.interviewNumber(inserted.id) })
        .where('id', '=', inserted.id)
        .execute();
      await trx
        .insertInto('job_match_event')
        .values({
          job_match_id: inserted.id,
          status: JOB_MATCH_STATUS.invited,
          actor: input.event.actor,
          actor_account_id: input.event.actorAccountId,
          reason: input.event.reason,
          at: now,
        })
        .execute();
      return { kind: 'created', uid };
    });
  }
}
