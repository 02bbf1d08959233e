import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import { PacedSteps } from './paced-steps.ts';
import type { SchedulerRepository } from './scheduler.repository.ts';

/** What a handler is given. */
export interface JobRun {
  name: string;
  key: string;
  /** When it was due. */
  runAt: Date;
  /** 1 for the first attempt. */
  attempt: number;
  payload: unknown;
}

export type JobHandler = (job: JobRun) => Promise<void>;

export interface JobOptions {
  /** Attempts of a one-off job before it is marked failed. */
  maxAttempts?: number;
  /** Wait before the first retry (at least 1 s); doubled at each further failure, at most an hour (ms). */
  retryMs?: number;
}

/** What one call of runDue() ran. */
export interface JobOutcome {
  name: string;
  key: string;
  ok: boolean;
  error?: string;
}

interface Definition extends Required<JobOptions> {
  handler: JobHandler;
  /** Set for recurring jobs. */
  intervalMs?: number;
}

/**
 * How long a claim holds: a job whose instance stopped during the run is run again by another
 * after this time (ms of the clock). Handlers finish well within it.
 */
export const JOB_LEASE_MS = 5 * 60 * 1000;
const DEFAULTS: Required<JobOptions> = {
  maxAttempts: 8,
  retryMs: 30 * 1000,
};
const MAX_RETRY_MS = 60 * 60 * 1000;
/** Jobs claimed per round of runDue(). */
const CLAIM_BATCH = 20;
/** Finished one-off jobs are kept this long, so scheduling their key again stays a no-op. */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_JOB = 'scheduler.purge';

/** The key of a recurring job: one row per name, due again after each run. */
export function recurringKey(name: string): string {
  return `every:${name}`;
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * The one platform scheduler for rules in time (docs/design.md "Roles, consoles and rules in
 * time").
 *
 * Jobs live in the database (`scheduled_job`), so they survive a restart, and every instance
 * runs the same loop: claim the due jobs it knows in one UPDATE that sets a lease, run them, mark
 * them done. A job is claimed by one instance only, so it runs once across all of them; a claim
 * whose instance died expires after JOB_LEASE_MS and the job is run again. A failed job is
 * retried later, with a doubling wait, until its attempts are spent. Time is the injected clock,
 * so tests move the clock and call runDue(); in production a poller calls it every few seconds.
 * The same table and SQL serve SQLite and PostgreSQL.
 */
export class Scheduler {
  private readonly definitions = new Map<string, Definition>();
  private readonly instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private recurringEnsured = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  /** Set by stop(): a round under way runs no further job and hands back its other claims. */
  private stopping = false;

  constructor(
    private readonly repository: SchedulerRepository,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.every(PURGE_JOB, 24 * 60 * 60 * 1000, async () => {
      const before = new Date(this.clock.millis() - FINISHED_JOB_RETENTION_MS);
      await this.repository.purgeFinished(before.toISOString());
    });
  }

  /** Names the handler of a one-off job. */
  define(name: string, handler: JobHandler, options: JobOptions = {}): void {
    if (this.definitions.has(name)) throw new Error(`Job ${name} is already defined`);
    this.definitions.set(name, { ...DEFAULTS, ...options, handler });
  }

  /**
   * A recurring job: due at once the first time any instance runs its jobs, then `intervalMs`
   * after each run. One row per name, so instances never double it.
   */
  every(name: string, intervalMs: number, handler: JobHandler, options: JobOptions = {}): void {
    if (this.definitions.has(name)) throw new Error(`Job ${name} is already defined`);
    this.definitions.set(name, { ...DEFAULTS, ...options, handler, intervalMs });
    this.recurringEnsured = false;
  }

  /**
   * Schedules a one-off job of a defined name. Idempotent by key: a key already scheduled (or
   * run within FINISHED_JOB_RETENTION_MS) is left as it is; answers whether it was added.
   */
  async schedule(
    name: string,
    job: { key: string; runAt: Date; payload?: unknown },
  ): Promise<boolean> {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
    return this.repository.insert({
      key: job.key,
      name,
      runAt: job.runAt.toISOString(),
      recurring: false,
      payload: job.payload === undefined ? null : JSON.stringify(job.payload),
      now: this.clock.now().toISOString(),
    });
  }

  /**
   * Schedules many one-off jobs of a defined name in few statements (schedule() for each, at
   * once); answers how many were added.
   */
  async scheduleMany(
    name: string,
    jobs: { key: string; runAt: Date; payload?: unknown }[],
  ): Promise<number> {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
    if (jobs.length === 0) return 0;
    const now = this.clock.now().toISOString();
    return this.repository.insertMany(
      jobs.map((job) => ({
        key: job.key,
        name,
        runAt: job.runAt.toISOString(),
        recurring: false,
        payload: job.payload === undefined ? null : JSON.stringify(job.payload),
        now,
      })),
    );
  }

  /** Removes a pending job not being run; answers whether there was one. */
  async cancel(key: string): Promise<boolean> {
    return this.repository.cancel(key, this.clock.now().toISOString());
  }

  private async ensureRecurring(): Promise<void> {
    if (this.recurringEnsured) return;
    const now = this.clock.now().toISOString();
    for (const [name, definition] of this.definitions) {
      if (definition.intervalMs === undefined) continue;
      await this.repository.insert({
        key: recurringKey(name),
        name,
        runAt: now,
        recurring: true,
        payload: null,
        now,
      });
    }
    this.recurringEnsured = true;
  }

  /**
   * Runs every job due by the clock that this instance knows and can claim; answers what ran.
   * Safe to call at the same time here and on other instances.
   */
  async runDue(): Promise<JobOutcome[]> {
    await this.ensureRecurring();
    const outcomes: JobOutcome[] = [];
    const paced = new PacedSteps();
    for (;;) {
      const now = this.clock.now();
      const by = `${this.instance}:${randomBytes(4).toString('hex')}`;
      const claimed = await this.repository.claimDue([...this.definitions.keys()], {
        by,
        now: now.toISOString(),
        lockedUntil: new Date(now.getTime() + JOB_LEASE_MS).toISOString(),
        limit: CLAIM_BATCH,
      });
      // Paced (platform/paced-steps.ts): a fan-out's thousands of deliveries run here, and on
      // SQLite each job runs synchronously on the event loop.
      for (const [index, job] of claimed.entries()) {
        if (this.stopping) {
          // Shutting down: the claims not yet run go back at once, not after their lease.
          await this.repository.unclaim(
            claimed.slice(index).map((left) => left.key),
            by,
          );
          return outcomes;
        }
        outcomes.push(await paced.step(() => this.runOne(job, by)));
      }
      if (claimed.length < CLAIM_BATCH || this.stopping) return outcomes;
    }
  }

  private async runOne(
    job: Awaited<ReturnType<SchedulerRepository['claimDue']>>[number],
    by: string,
  ): Promise<JobOutcome> {
    const definition = this.definitions.get(job.name)!;
    try {
      await definition.handler({
        name: job.name,
        key: job.key,
        runAt: new Date(job.runAt),
        attempt: job.attempts,
        payload: job.payload === null ? undefined : JSON.parse(job.payload),
      });
    } catch (error) {
      await this.failed(job, by, definition, message(error));
      this.log?.error({ err: error, job: job.key }, 'scheduled job failed');
      return { name: job.name, key: job.key, ok: false, error: message(error) };
    }
    const now = this.clock.now();
    if (definition.intervalMs !== undefined) {
      const runAt = new Date(now.getTime() + definition.intervalMs).toISOString();
      await this.repository.release(job.key, by, { runAt, error: null, now: now.toISOString() });
    } else {
      await this.repository.finish(job.key, by, now.toISOString());
    }
    return { name: job.name, key: job.key, ok: true };
  }

  private async failed(
    job: { key: string; attempts: number },
    by: string,
    definition: Definition,
    error: string,
  ): Promise<void> {
    const now = this.clock.now();
    if (definition.intervalMs === undefined && job.attempts >= definition.maxAttempts) {
      await this.repository.fail(job.key, by, error, now.toISOString());
      return;
    }
    let wait = Math.min(Math.max(definition.retryMs, 1000) * 2 ** (job.attempts - 1), MAX_RETRY_MS);
    if (definition.intervalMs !== undefined) wait = Math.min(wait, definition.intervalMs);
    const runAt = new Date(now.getTime() + wait).toISOString();
    await this.repository.release(job.key, by, { runAt, error, now: now.toISOString() });
  }

  /** One round of the poller; skipped while the previous one is still under way. */
  private tick(): void {
    if (this.running) return;
    this.running = this.runDue()
      .catch((error: unknown) => this.log?.error({ err: error }, 'scheduler round failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * Runs due jobs now and then every `pollMs` of real time, until stop(). Started once the server
   * listens (app.ts): an instance that fails to start claims nothing.
   */
  start(pollMs: number): void {
    if (this.timer || pollMs <= 0) return;
    this.stopping = false;
    this.tick();
    this.timer = setInterval(() => this.tick(), pollMs);
    this.timer.unref();
  }

  /**
   * Stops the poller and waits for the job under way; the jobs its round claimed but has not
   * run are handed back (no lease left), so another instance runs them at once.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    if (this.running) await this.running;
  }
}
