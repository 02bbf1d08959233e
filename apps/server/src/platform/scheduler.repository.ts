import type { DB } from '../db/database.ts';

/** A job claimed by one instance, to be run now. */
export interface ClaimedJob {
  key: string;
  name: string;
  runAt: string;
  recurring: number;
  attempts: number;
  payload: string | null;
}

/** A job to insert. */
export interface NewJob {
  key: string;
  name: string;
  runAt: string;
  recurring: boolean;
  payload: string | null;
  now: string;
}

/** Jobs per insert statement (8 columns each: far below either database's parameter limit). */
const INSERT_ROWS = 500;

/** The SQL of the platform scheduler (table `scheduled_job`; reads no other table). */
export class SchedulerRepository {
  constructor(private readonly db: DB) {}

  /** Inserts the job unless its key exists; answers whether it was inserted. */
  async insert(job: NewJob): Promise<boolean> {
    const result = await this.db
      .insertInto('scheduled_job')
      .values({
        key: job.key,
        name: job.name,
        run_at: job.runAt,
        state: 'pending',
        recurring: job.recurring ? 1 : 0,
        attempts: 0,
        payload: job.payload,
        created_at: job.now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Inserts many jobs in few statements, each unless its key exists; answers how many were
   * inserted.
   */
  async insertMany(jobs: NewJob[]): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < jobs.length; i += INSERT_ROWS) {
      const rows = await this.db
        .insertInto('scheduled_job')
        .values(
          jobs.slice(i, i + INSERT_ROWS).map((job) => ({
            key: job.key,
            name: job.name,
            run_at: job.runAt,
            state: 'pending' as const,
            recurring: job.recurring ? 1 : 0,
            attempts: 0,
            payload: job.payload,
            created_at: job.now,
          })),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .execute();
      inserted += rows.length;
    }
    return inserted;
  }

  /** Deletes a pending job that no instance is running; answers whether one was deleted. */
  async cancel(key: string, now: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('scheduled_job')
      .where('key', '=', key)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Claims up to `limit` due jobs of these names in one UPDATE: each gets this claim and a lease
   * until `lockedUntil`. The conditions are checked again on the rows being updated, so of two
   * instances claiming at once only one gets a job (PostgreSQL re-reads a row another
   * transaction has just updated; SQLite runs one writer at a time).
   */
  async claimDue(
    names: readonly string[],
    claim: { by: string; now: string; lockedUntil: string; limit: number },
  ): Promise<ClaimedJob[]> {
    if (names.length === 0) return [];
    return this.db
      .updateTable('scheduled_job')
      .set((eb) => ({
        locked_by: claim.by,
        locked_until: claim.lockedUntil,
        attempts: eb('attempts', '+', 1),
      }))
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('scheduled_job')
          .select('key')
          .where('state', '=', 'pending')
          .where('name', 'in', [...names])
          .where('run_at', '<=', claim.now)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', claim.now)]))
          .orderBy('run_at')
          .limit(claim.limit),
      )
      .where('state', '=', 'pending')
      .where('run_at', '<=', claim.now)
      .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', claim.now)]))
      .returning(['key', 'name', 'run_at as runAt', 'recurring', 'attempts', 'payload'])
      .execute();
  }

  /** A one-off job ran: done. Only the holder of the claim may finish it. */
  async finish(key: string, by: string, now: string): Promise<void> {
    await this.db
      .updateTable('scheduled_job')
      .set({ state: 'done', locked_by: null, locked_until: null, finished_at: now })
      .where('key', '=', key)
      .where('locked_by', '=', by)
      .execute();
  }

  /**
   * Releases a claimed job, due again at `runAt` (the next period of a recurring job, or a retry).
   * `error` null resets the attempts (a recurring job that ran).
   */
  async release(
    key: string,
    by: string,
    next: { runAt: string; error: string | null; now: string },
  ): Promise<void> {
    await this.db
      .updateTable('scheduled_job')
      .set({
        run_at: next.runAt,
        locked_by: null,
        locked_until: null,
        last_error: next.error,
        ...(next.error === null ? { attempts: 0, finished_at: next.now } : {}),
      })
      .where('key', '=', key)
      .where('locked_by', '=', by)
      .execute();
  }

  /**
   * Hands back claimed jobs that were not run: no lease, and the attempt the claim counted is
   * taken back. Only the holder of the claim may.
   */
  async unclaim(keys: readonly string[], by: string): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .updateTable('scheduled_job')
      .set((eb) => ({
        locked_by: null,
        locked_until: null,
        attempts: eb('attempts', '-', 1),
      }))
      .where('key', 'in', [...keys])
      .where('locked_by', '=', by)
      .execute();
  }

  /** A job whose attempts are spent: failed, kept with its last error. */
  async fail(key: string, by: string, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('scheduled_job')
      .set({
        state: 'failed',
        locked_by: null,
        locked_until: null,
        last_error: error,
        finished_at: now,
      })
      .where('key', '=', key)
      .where('locked_by', '=', by)
      .execute();
  }

  /** Deletes finished one-off jobs (done or failed) that finished before `before`. */
  async purgeFinished(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('scheduled_job')
      .where('state', 'in', ['done', 'failed'])
      .where('finished_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * What the metrics read (platform/metrics.ts): when the oldest job due by `now` and not being
   * run was due (null when none is), how many such jobs wait, and how many failed jobs are kept.
   */
  async backlog(now: string): Promise<{ oldestDue: string | null; due: number; failed: number }> {
    const [due, failed] = await Promise.all([
      this.db
        .selectFrom('scheduled_job')
        .select((eb) => [eb.fn.min('run_at').as('oldest'), eb.fn.countAll<number>().as('count')])
        .where('state', '=', 'pending')
        .where('run_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', now)]))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('scheduled_job')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('state', '=', 'failed')
        .executeTakeFirstOrThrow(),
    ]);
    return { oldestDue: due.oldest ?? null, due: Number(due.count), failed: Number(failed.count) };
  }

  /** The stored state of a job (tests and diagnostics). */
  async find(key: string) {
    return this.db
      .selectFrom('scheduled_job')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
  }
}
