import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { JobMatchActor } from '@vaga/contract';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { activeNow, interviewNumber } from './jobmatch-status.ts';
import type { JobMatchEventTable, JobMatchTable } from './jobmatches.tables.ts';

/**
 * A new match reads its vacancy (locked): its employer, event and caps; a notice names the
 * employer.
 */
export const FOREIGN_READS = ['job_offer', 'employer'] as const;

export type Trx = Transaction<Database>;

export type JobMatchRow = Selectable<JobMatchTable>;
export type JobMatchEventRow = Selectable<JobMatchEventTable>;

/** Who acted and why, written to the match's history with its new status. */
export interface MatchEvent {
  actor: JobMatchActor;
  actorAccountId: number | null;
  reason: string | null;
  at: string;
}

/** What a new match (a booking or an invitation) decides on, read under the locks. */
export interface NewMatchFacts {
  vacancy: {
    employerId: number;
    eventId: number | null;
    needCv: number;
    maxActiveInterviews: number | null;
  } | null;
  /** The seeker already has a match (of any status) for this vacancy. */
  alreadyMatched: boolean;
  /** That match's status, or null when there is none. */
  earlierStatus: number | null;
  /** The seeker's active matches (requested, arranged, invitations within their reply time). */
  seekerActive: number;
  /** The vacancy's active matches. */
  vacancyActive: number;
}

/**
 * Takes the locks of a new match inside `trx` and reads its facts: the seeker's
 * `job_match_seeker` row first (an UPDATE, so the seeker's bookings and invitations run one
 * after the other), then the vacancy's row (FOR UPDATE on PostgreSQL; SQLite serializes
 * writers), so the one-match-per-vacancy rule and both caps count exactly.
 */
export async function lockNewMatch(
  trx: Trx,
  dialect: Dialect,
  seekerId: number,
  jobOfferId: number,
  now: string,
): Promise<NewMatchFacts> {
  await trx
    .insertInto('job_match_seeker')
    .values({ account_id: seekerId, changed_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  await trx
    .updateTable('job_match_seeker')
    .set({ changed_at: now })
    .where('account_id', '=', seekerId)
    .execute();
  let vacancyQuery = trx
    .selectFrom('job_offer')
    .select(['employer_id', 'event_id', 'need_cv', 'max_active_interviews'])
    .where('id', '=', jobOfferId);
  if (dialect === 'postgres') vacancyQuery = vacancyQuery.forUpdate();
  const vacancy = await vacancyQuery.executeTakeFirst();
  const already = await trx
    .selectFrom('job_match')
    .select(['id', 'status'])
    .where('account_id', '=', seekerId)
    .where('job_offer_id', '=', jobOfferId)
    .executeTakeFirst();
  const active = async (column: 'account_id' | 'job_offer_id', value: number) =>
    Number(
      (
        await trx
          .selectFrom('job_match as jm')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(`jm.${column}`, '=', value)
          .where((eb) => activeNow(eb, now))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    vacancy: vacancy
      ? {
          employerId: vacancy.employer_id,
          eventId: vacancy.event_id,
          needCv: vacancy.need_cv,
          maxActiveInterviews: vacancy.max_active_interviews,
        }
      : null,
    alreadyMatched: already !== undefined,
    earlierStatus: already === undefined ? null : already.status,
    seekerActive: await active('account_id', seekerId),
    vacancyActive: await active('job_offer_id', jobOfferId),
  };
}

/**
 * Writes a match's history row for the status it takes, with when the match last took that
 * status before (the statistics count a match once per status and period from it) and who
 * started the match (the invitations accepted are counted from the history alone).
 */
export async function insertEvent(
  trx: Trx,
  matchId: number,
  status: number,
  event: MatchEvent,
): Promise<void> {
  await trx
    .insertInto('job_match_event')
    .values({
      job_match_id: matchId,
      status,
      actor: event.actor,
      actor_account_id: event.actorAccountId,
      reason: event.reason,
      at: event.at,
      previous_at: sql<string | null>`(select max(p.at) from job_match_event p
        where p.job_match_id = ${matchId} and p.status = ${status} and p.at <= ${event.at})`,
      origin: sql<string>`(select m.origin from job_match m where m.id = ${matchId})`,
    })
    .execute();
}

type NewMatch = Pick<
  Insertable<JobMatchTable>,
  'uid' | 'job_offer_id' | 'employer_id' | 'account_id' | 'origin' | 'status'
> &
  Partial<Omit<Insertable<JobMatchTable>, 'interview_no' | 'created_at' | 'updated_at'>>;

/** What a new match has not yet: filled in by the steps that follow. */
const NOT_YET = {
  expected_date_from: null,
  expected_date_to: null,
  expected_time_period: null,
  cv_uid: null,
  interview_at: null,
  reply_due_at: null,
  reject_reason_id: null,
  reject_other: null,
  decline_reason: null,
  employer_result: null,
  seeker_result: null,
  survey_submitted_at: null,
} as const;

/**
 * Inserts a new match with its interview number (from its id and the Macao day of `event.at`)
 * and its first history row; answers its id.
 */
export async function insertMatch(trx: Trx, values: NewMatch, event: MatchEvent): Promise<number> {
  const inserted = await trx
    .insertInto('job_match')
    .values({
      ...NOT_YET,
      ...values,
      interview_no: values.uid.replaceAll('-', ''),
      created_at: event.at,
      updated_at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('job_match')
    .set({ interview_no: interviewNumber(inserted.id, new Date(event.at)) })
    .where('id', '=', inserted.id)
    .execute();
  await insertEvent(trx, inserted.id, values.status, event);
  return inserted.id;
}

/** A match as its notices name it: its row and, once read, the employer's names. */
export type NoticeMatch = JobMatchRow & {
  employerNames?: { 'zh-Hant': string; pt: string; en: string };
};

/** A match with its employer's names, read inside `trx` (for the notices written there). */
export async function readNoticeMatch(trx: Trx, matchId: number): Promise<NoticeMatch> {
  const row = await trx
    .selectFrom('job_match as jm')
    .innerJoin('employer as e', 'e.id', 'jm.employer_id')
    .selectAll('jm')
    .select(['e.name_cn', 'e.name_pt', 'e.name_en'])
    .where('jm.id', '=', matchId)
    .executeTakeFirstOrThrow();
  const { name_cn, name_pt, name_en, ...match } = row;
  return { ...match, employerNames: { 'zh-Hant': name_cn, pt: name_pt, en: name_en } };
}

/** A step run inside a match's transaction after it moved (its notifications: the outbox). */
export type AfterMove = (trx: Trx, match: NoticeMatch) => Promise<void>;

/**
 * Moves a match from `from` to a new status with its history row, in one transaction, only if
 * it is still in `from` (and, when `dueAfter` is given, an invitation still within its reply
 * time then). `after` runs in the same transaction with the moved row. Answers whether it
 * moved; false when a concurrent change won.
 */
export async function moveMatch(
  db: Kysely<Database>,
  matchId: number,
  from: number,
  change: Omit<Updateable<JobMatchTable>, 'id' | 'uid'> & { status: number },
  event: MatchEvent,
  dueAfter?: string,
  after?: AfterMove,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('job_match')
      .set({ ...change, updated_at: event.at })
      .where('id', '=', matchId)
      .where('status', '=', from);
    if (dueAfter !== undefined) update = update.where('reply_due_at', '>', dueAfter);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await insertEvent(trx, matchId, change.status, event);
    if (after) await after(trx, await readNoticeMatch(trx, matchId));
    return true;
  });
}

/** A match's history, oldest first. */
export async function readHistory(
  db: Kysely<Database>,
  matchId: number,
): Promise<JobMatchEventRow[]> {
  return db
    .selectFrom('job_match_event')
    .selectAll()
    .where('job_match_id', '=', matchId)
    .orderBy('id', 'asc')
    .execute();
}
