import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { JOB_SEEK_STATES, type JobSeekState } from '@vaga/contract';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { entNumber, inStates } from './jobseek-state.ts';
import type { JobSeekEventTable, JobSeekTable } from './jobseeks.tables.ts';

export type JobSeekRow = Selectable<JobSeekTable>;
export type JobSeekEventRow = Selectable<JobSeekEventTable>;

/** A history row to write: what happened, by whom, when. */
export interface SeekEvent {
  action: string;
  actor: 'seeker' | 'staff' | 'system';
  actorAccountId: number | null;
  detail: string | null;
  at: string;
}

type Change = Omit<Updateable<JobSeekTable>, 'id' | 'account_id' | 'ent_no' | 'created_at'>;

/** A step run inside a registration's transaction with the row as changed (the notices' outbox). */
export type AfterSeek = (trx: Transaction<Database>, row: JobSeekRow) => Promise<void>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function insertEvent(db: Kysely<Database> | Transaction<Database>, id: number, e: SeekEvent) {
  await db
    .insertInto('job_seek_event')
    .values({
      job_seek_id: id,
      action: e.action,
      actor: e.actor,
      actor_account_id: e.actorAccountId,
      detail: e.detail,
      at: e.at,
    })
    .execute();
}

function rowIn(trx: Transaction<Database>, id: number): Promise<JobSeekRow> {
  return trx.selectFrom('job_seek').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The SQL of job-seeking registrations and their history. */
/** The retention job checks that no interview match still refers to a registration. */
export const FOREIGN_READS = ['job_match'] as const;

export class JobSeeksRepository {
  constructor(private readonly db: DB) {}

  /**
   * Writes a new current registration (processing) with its number and first history row;
   * answers null when the seeker already holds a current one (the unique index decides, so two
   * concurrent registrations leave one).
   */
  /**
   * The retention job: deletes registrations closed (expired, refused, completed)
   * and unchanged since before `cutoff` that no interview match refers to any more, their
   * history with them (cascade); answers how many.
   */
  async deleteClosedBefore(cutoff: string): Promise<number> {
    const result = await this.db
      .deleteFrom('job_seek')
      .where('state', 'in', [3, 4, 5])
      .where('updated_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('job_match as m')
              .select('m.id')
              .whereRef('m.job_seek_id', '=', 'job_seek.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async create(
    accountId: number,
    profile: string,
    event: SeekEvent,
    after?: AfterSeek,
  ): Promise<JobSeekRow | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('job_seek')
          .values({
            ent_no: `new-${accountId}-${event.at}`,
            account_id: accountId,
            state: JOB_SEEK_STATES.processing,
            current: 1,
            profile,
            valid_from: null,
            valid_until: null,
            result_id: null,
            refuse_reason: null,
            created_at: event.at,
            updated_at: event.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('job_seek')
          .set({ ent_no: entNumber(id, new Date(event.at)) })
          .where('id', '=', id)
          .execute();
        await insertEvent(trx, id, event);
        const row = await trx
          .selectFrom('job_seek')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await after?.(trx, row);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** The seeker's current registration (processing or valid as stored), if any. */
  async current(accountId: number): Promise<JobSeekRow | undefined> {
    return this.db
      .selectFrom('job_seek')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('current', '=', 1)
      .executeTakeFirst();
  }

  /** The seeker's latest registration, if any. */
  async latest(accountId: number): Promise<JobSeekRow | undefined> {
    return this.db
      .selectFrom('job_seek')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A registration by id; with `accountId`, only the seeker's own. */
  async find(id: number, accountId?: number): Promise<JobSeekRow | undefined> {
    let query = this.db.selectFrom('job_seek').selectAll().where('id', '=', id);
    if (accountId !== undefined) query = query.where('account_id', '=', accountId);
    return query.executeTakeFirst();
  }

  /**
   * Changes a registration still in the state `from` (and, for a valid one, still valid on
   * `today`), with its history row, in one transaction; answers whether it changed.
   */
  async transition(
    id: number,
    from: readonly JobSeekState[],
    today: string,
    change: Change,
    event: SeekEvent,
    after?: AfterSeek,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job_seek as js')
        .set({ ...change, updated_at: event.at })
        .where('js.id', '=', id)
        .where((eb) => inStates(eb, from, today))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertEvent(trx, id, event);
      if (after) await after(trx, await rowIn(trx, id));
      return true;
    });
  }

  /** Persists a valid registration past its last valid day as expired; answers whether it did. */
  async expire(id: number, today: string, event: SeekEvent, after?: AfterSeek): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job_seek')
        .set({ state: JOB_SEEK_STATES.expired, current: null, updated_at: event.at })
        .where('id', '=', id)
        .where('state', '=', JOB_SEEK_STATES.valid)
        .where('valid_until', '<', today)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertEvent(trx, id, event);
      if (after) await after(trx, await rowIn(trx, id));
      return true;
    });
  }

  /** Adds a history row. */
  async addEvent(id: number, event: SeekEvent): Promise<void> {
    await insertEvent(this.db, id, event);
  }

  async history(id: number): Promise<JobSeekEventRow[]> {
    return this.db
      .selectFrom('job_seek_event')
      .selectAll()
      .where('job_seek_id', '=', id)
      .orderBy('id', 'asc')
      .execute();
  }

  /** A page of registrations in these states on `today`: one seeker's newest first, or all oldest first. */
  async page(filter: {
    accountId?: number;
    states: readonly JobSeekState[];
    today: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: JobSeekRow[]; total: number }> {
    let base = this.db
      .selectFrom('job_seek as js')
      .where((eb) => inStates(eb, filter.states, filter.today));
    if (filter.accountId !== undefined) base = base.where('js.account_id', '=', filter.accountId);
    const order = filter.accountId !== undefined ? 'desc' : 'asc';
    const [rows, total] = await Promise.all([
      base
        .selectAll('js')
        .orderBy('js.created_at', order)
        .orderBy('js.id', order)
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** How many registrations are in these states, and when the oldest of them was made. */
  async queueCount(
    states: readonly JobSeekState[],
    today: string,
  ): Promise<{ count: number; oldestAt: string | null }> {
    const row = await this.db
      .selectFrom('job_seek as js')
      .where((eb) => inStates(eb, states, today))
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('js.created_at').as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  /** Valid registrations whose last valid day is before `today`, not yet persisted as expired. */
  async overdueIds(today: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('job_seek')
      .select('id')
      .where('state', '=', JOB_SEEK_STATES.valid)
      .where('valid_until', '<', today)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Valid registrations whose last valid day is from `today` to `until` (the expiring notice's
   * window), with an id above `afterId`, by id.
   */
  async expiringBetween(
    today: string,
    until: string,
    afterId: number,
    limit: number,
  ): Promise<JobSeekRow[]> {
    return this.db
      .selectFrom('job_seek')
      .selectAll()
      .where('id', '>', afterId)
      .where('state', '=', JOB_SEEK_STATES.valid)
      .where('valid_until', '>=', today)
      .where('valid_until', '<=', until)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Runs `work` in one transaction (notices written by a scheduler job). */
  async inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
