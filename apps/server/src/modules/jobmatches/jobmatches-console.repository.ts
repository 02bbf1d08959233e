import { randomUUID } from 'node:crypto';
import { JOB_MATCH_STATUS, type JobMatchStatus } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import { inGroup, type MatchExpression } from './jobmatch-status.ts';
import {
  insertMatch,
  lockNewMatch,
  moveMatch,
  readHistory,
  readNoticeMatch,
  type AfterMove,
  type JobMatchEventRow,
  type JobMatchRow,
  type MatchEvent,
} from './jobmatches-shared.repository.ts';

/** Tables of other modules the console's match queries read. */
export const FOREIGN_READS = ['job_offer', 'employer', 'profile', 'accounts'] as const;

export type { JobMatchEventRow, JobMatchRow };

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
  reply_due_at?: string;
  calendar_sequence?: number;
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
  /** Runs in the invitation's transaction with the new match (its notifications: the outbox). */
  notify?: AfterMove;
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

  /**
   * How many interview requests wait for the employer's answer (one employer's, or all), and
   * when the one waiting longest was made.
   */
  async waitingCount(employerId?: number): Promise<{ count: number; oldestAt: string | null }> {
    let base = this.db
      .selectFrom('job_match as jm')
      .where('jm.status', '=', JOB_MATCH_STATUS.requested);
    if (employerId !== undefined) base = base.where('jm.employer_id', '=', employerId);
    const row = await base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('jm.created_at').as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  async find(uid: string): Promise<ConsoleMatchRow | undefined> {
    return this.withNames().where('jm.uid', '=', uid).executeTakeFirst();
  }

  async history(matchId: number): Promise<JobMatchEventRow[]> {
    return readHistory(this.db, matchId);
  }

  /**
   * Moves a match from one status to another with its changes and a history row (moveMatch);
   * false when the match is no longer in `from` (a concurrent change won).
   */
  async transition(
    matchId: number,
    from: JobMatchStatus,
    to: JobMatchStatus,
    changes: MatchChanges,
    event: MatchEvent,
    after?: AfterMove,
  ): Promise<boolean> {
    return moveMatch(this.db, matchId, from, { ...changes, status: to }, event, undefined, after);
  }

  /**
   * Creates an invitation once every cap holds, in one transaction, under the seeker's and the
   * vacancy's locks (lockNewMatch), as a booking does.
   */
  async invite(input: NewInvitation): Promise<InvitationOutcome> {
    const now = input.event.at;
    return this.db.transaction().execute(async (trx) => {
      const facts = await lockNewMatch(trx, this.dialect, input.seekerId, input.jobOfferId, now);
      const vacancy = facts.vacancy;
      if (!vacancy || (input.employerId !== null && vacancy.employerId !== input.employerId)) {
        return { kind: 'noVacancy' };
      }
      if (facts.alreadyMatched) return { kind: 'alreadyInterviewed' };
      if (facts.seekerActive >= input.activeMax) return { kind: 'seekerCap' };
      const cap = vacancy.maxActiveInterviews;
      if (cap !== null && facts.vacancyActive >= cap) return { kind: 'vacancyCap', limit: cap };
      const uid = randomUUID();
      const id = await insertMatch(
        trx,
        {
          uid,
          job_offer_id: input.jobOfferId,
          employer_id: vacancy.employerId,
          account_id: input.seekerId,
          origin: 'employer',
          status: JOB_MATCH_STATUS.invited,
          interview_at: input.interviewAt,
          location: input.location,
          contact_phone: input.contactPhone,
          remark: input.remark,
          reply_due_at: input.replyDueAt,
        },
        input.event,
      );
      if (input.notify) await input.notify(trx, await readNoticeMatch(trx, id));
      return { kind: 'created', uid };
    });
  }
}
