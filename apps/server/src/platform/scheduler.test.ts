import { describe, expect, it } from 'vitest';
import { buildInstance, createSharedDatabase } from '../../test/shared-database.ts';
import { ManualClock } from './clock.ts';
import {
  FINISHED_JOB_RETENTION_MS,
  JOB_LEASE_MS,
  recurringKey,
  type JobOutcome,
} from './scheduler.ts';
import { SchedulerRepository } from './scheduler.repository.ts';
import type { App } from './types.ts';

const START = '2026-11-22T02:00:00.000Z';
const DUE = '2026-12-02T02:00:00.000Z';

/** The keys of the jobs of this name among what ran. */
function keysOf(outcomes: JobOutcome[], name: string): string[] {
  return outcomes.filter((o) => o.name === name).map((o) => o.key);
}

/** Instances on one database, each defining `reminder` (a one-off job) to record its runs. */
async function instances(count: number) {
  const shared = await createSharedDatabase();
  const clock = new ManualClock(START);
  const runs: { instance: number; key: string; payload: unknown }[] = [];
  const apps: App[] = [];
  const closers: (() => Promise<void>)[] = [];
  for (let i = 0; i < count; i += 1) {
    const { app, close } = await buildInstance(shared, clock);
    app.scheduler.define('reminder', async (job) => {
      runs.push({ instance: i, key: job.key, payload: job.payload });
    });
    apps.push(app);
    closers.push(close);
  }
  return { shared, clock, runs, apps, closers };
}

describe('platform scheduler', () => {
  it('runs a job once, at its time by the clock and not before', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    const added = await app.scheduler.schedule('reminder', {
      key: 'invitation:1',
      runAt: new Date(DUE),
      payload: { invitationId: 1 },
    });
    expect(added).toBe(true);

    clock.set('2026-12-02T01:59:59.999Z');
    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual([]);
    expect(runs).toEqual([]);

    clock.set(DUE);
    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual(['invitation:1']);
    expect(runs).toEqual([{ instance: 0, key: 'invitation:1', payload: { invitationId: 1 } }]);

    clock.advanceDays(1);
    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual([]);
    expect(runs).toHaveLength(1);
  });

  it('schedules a key once: scheduling it again, even after it ran, adds nothing', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    const job = { key: 'draft:7', runAt: new Date(DUE) };
    expect(await app.scheduler.schedule('reminder', job)).toBe(true);
    expect(await app.scheduler.schedule('reminder', job)).toBe(false);
    clock.set(DUE);
    await app.scheduler.runDue();
    expect(await app.scheduler.schedule('reminder', job)).toBe(false);
    await app.scheduler.runDue();
    expect(runs.map((r) => r.key)).toEqual(['draft:7']);
  });

  it('schedules many jobs at once, each key once, alongside schedule()', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    expect(await app.scheduler.schedule('reminder', { key: 'many:2', runAt: new Date(DUE) })).toBe(
      true,
    );
    const jobs = [1, 2, 3].map((n) => ({
      key: `many:${n}`,
      runAt: new Date(DUE),
      payload: { n },
    }));
    expect(await app.scheduler.scheduleMany('reminder', jobs)).toBe(2);
    expect(await app.scheduler.scheduleMany('reminder', jobs)).toBe(0);
    await expect(app.scheduler.scheduleMany('unknown', jobs)).rejects.toThrow(/not defined/);
    clock.set(DUE);
    await app.scheduler.runDue();
    expect(runs.map((r) => r.key).sort()).toEqual(['many:1', 'many:2', 'many:3']);
    expect(runs.find((r) => r.key === 'many:3')?.payload).toEqual({ n: 3 });
  });

  it('runs a job once between two instances on one database, even when both run at once', async () => {
    const { clock, runs, apps } = await instances(2);
    const [a, b] = apps;
    for (let i = 0; i < 10; i += 1) {
      await a.scheduler.schedule('reminder', { key: `job:${i}`, runAt: new Date(DUE) });
    }
    clock.set(DUE);
    const rounds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? b : a).scheduler.runDue()),
    );
    const ran = rounds.flatMap((outcomes) => keysOf(outcomes, 'reminder'));
    expect(ran.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `job:${i}`).sort());
    expect(runs).toHaveLength(10);
    expect(new Set(runs.map((r) => r.key)).size).toBe(10);
    expect(keysOf(await b.scheduler.runDue(), 'reminder')).toEqual([]);
  });

  it('runs a job once when one instance runs its due jobs several times at once', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    await app.scheduler.schedule('reminder', { key: 'once', runAt: new Date(DUE) });
    clock.set(DUE);
    await Promise.all(Array.from({ length: 5 }, () => app.scheduler.runDue()));
    expect(runs.map((r) => r.key)).toEqual(['once']);
  });

  it('keeps a scheduled job across a restart', async () => {
    const { shared, clock, runs, apps, closers } = await instances(1);
    await apps[0].scheduler.schedule('reminder', { key: 'registration:3', runAt: new Date(DUE) });
    await closers[0]();

    const { app: restarted } = await buildInstance(shared, clock);
    restarted.scheduler.define('reminder', async (job) => {
      runs.push({ instance: 1, key: job.key, payload: job.payload });
    });
    clock.set(DUE);
    expect(keysOf(await restarted.scheduler.runDue(), 'reminder')).toEqual(['registration:3']);
    expect(runs).toEqual([{ instance: 1, key: 'registration:3', payload: undefined }]);
  });

  it('retries a failed job later, with a growing wait, until it succeeds', async () => {
    const { clock, apps } = await instances(1);
    const [app] = apps;
    const attempts: number[] = [];
    app.scheduler.define(
      'flaky',
      async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
      },
      { retryMs: 60_000 },
    );
    await app.scheduler.schedule('flaky', { key: 'flaky:1', runAt: new Date(DUE) });
    clock.set(DUE);
    const first = (await app.scheduler.runDue()).filter((o) => o.name === 'flaky');
    expect(first).toEqual([
      { name: 'flaky', key: 'flaky:1', ok: false, error: 'attempt 1 failed' },
    ]);

    // The first retry waits 60 s, the second 120 s.
    clock.advance(59_999);
    expect(keysOf(await app.scheduler.runDue(), 'flaky')).toEqual([]);
    clock.advance(1);
    expect(keysOf(await app.scheduler.runDue(), 'flaky')).toEqual(['flaky:1']);
    clock.advance(119_999);
    expect(keysOf(await app.scheduler.runDue(), 'flaky')).toEqual([]);
    clock.advance(1);
    const third = (await app.scheduler.runDue()).filter((o) => o.name === 'flaky');
    expect(third).toEqual([{ name: 'flaky', key: 'flaky:1', ok: true }]);
    clock.advanceDays(1);
    await app.scheduler.runDue();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('marks a job failed once its attempts are spent, and runs it no more', async () => {
    const { clock, apps, shared } = await instances(1);
    const [app] = apps;
    let calls = 0;
    app.scheduler.define(
      'broken',
      async () => {
        calls += 1;
        throw new Error('always');
      },
      { maxAttempts: 2, retryMs: 1000 },
    );
    await app.scheduler.schedule('broken', { key: 'broken:1', runAt: new Date(DUE) });
    clock.set(DUE);
    await app.scheduler.runDue();
    clock.advanceDays(1);
    await app.scheduler.runDue();
    clock.advanceDays(1);
    await app.scheduler.runDue();
    expect(calls).toBe(2);
    const handle = shared.open();
    const row = await new SchedulerRepository(handle.db).find('broken:1');
    await handle.close();
    expect(row).toMatchObject({ state: 'failed', attempts: 2, last_error: 'always' });
  });

  it('runs a job again elsewhere when the instance that claimed it stopped during the run', async () => {
    const { clock, runs, apps, shared } = await instances(1);
    const [app] = apps;
    await app.scheduler.schedule('reminder', { key: 'orphan', runAt: new Date(DUE) });
    clock.set(DUE);
    // Another instance claims the job and stops before finishing it.
    const handle = shared.open();
    const claimed = await new SchedulerRepository(handle.db).claimDue(['reminder'], {
      by: 'stopped-instance',
      now: DUE,
      lockedUntil: new Date(new Date(DUE).getTime() + JOB_LEASE_MS).toISOString(),
      limit: 5,
    });
    await handle.close();
    expect(claimed.map((j) => j.key)).toEqual(['orphan']);

    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual([]);
    clock.advance(JOB_LEASE_MS);
    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual([]);
    clock.advance(1);
    expect(keysOf(await app.scheduler.runDue(), 'reminder')).toEqual(['orphan']);
    expect(runs).toHaveLength(1);
  });

  it('forgets finished jobs after FINISHED_JOB_RETENTION_MS, by a daily job', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    const job = { key: 'old', runAt: new Date(DUE) };
    await app.scheduler.schedule('reminder', job);
    clock.set(DUE);
    await app.scheduler.runDue();
    clock.advance(FINISHED_JOB_RETENTION_MS - 1);
    expect(keysOf(await app.scheduler.runDue(), 'scheduler.purge')).toHaveLength(1);
    expect(await app.scheduler.schedule('reminder', job)).toBe(false);
    clock.advanceDays(1);
    expect(keysOf(await app.scheduler.runDue(), 'scheduler.purge')).toHaveLength(1);
    expect(await app.scheduler.schedule('reminder', job)).toBe(true);
    clock.advance(1);
    await app.scheduler.runDue();
    expect(runs.map((r) => r.key)).toEqual(['old', 'old']);
  });

  it('cancels a pending job', async () => {
    const { clock, runs, apps } = await instances(1);
    const [app] = apps;
    await app.scheduler.schedule('reminder', { key: 'cancelled', runAt: new Date(DUE) });
    expect(await app.scheduler.cancel('cancelled')).toBe(true);
    expect(await app.scheduler.cancel('cancelled')).toBe(false);
    clock.set(DUE);
    await app.scheduler.runDue();
    expect(runs).toEqual([]);
  });

  it('runs a recurring job once per interval across instances', async () => {
    const { clock, apps } = await instances(2);
    const runs: string[] = [];
    apps.forEach((app, i) =>
      app.scheduler.every('tick', 60_000, async (job) => {
        runs.push(`${i}@${job.runAt.toISOString()}`);
      }),
    );
    // Due at once the first time; then 60 s after each run.
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs).toHaveLength(1);
    clock.advance(59_999);
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs).toHaveLength(1);
    clock.advance(1);
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs.map((r) => r.replace(/^\d@/, ''))).toEqual([START, '2026-11-22T02:01:00.000Z']);
    expect(recurringKey('tick')).toBe('every:tick');
  });

  it('refuses to schedule a job that no handler is defined for', async () => {
    const { apps } = await instances(1);
    await expect(
      apps[0].scheduler.schedule('unknown', { key: 'x', runAt: new Date(DUE) }),
    ).rejects.toThrow('Job unknown is not defined');
  });

  it('runs due jobs by itself when its poller is on, once the server listens', async () => {
    const shared = await createSharedDatabase();
    const clock = new ManualClock(DUE);
    const { app } = await buildInstance(shared, clock, { SCHEDULER_POLL_MS: '20' });
    const runs: string[] = [];
    app.scheduler.define('reminder', async (job) => {
      runs.push(job.key);
    });
    await app.scheduler.schedule('reminder', { key: 'polled', runAt: new Date(DUE) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toEqual([]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => runs, { timeout: 2000, interval: 20 }).toEqual(['polled']);
  });

  it('hands back at shutdown the jobs it claimed but did not run, with no lease', async () => {
    const shared = await createSharedDatabase();
    const clock = new ManualClock(DUE);
    const { app, close } = await buildInstance(shared, clock, { SCHEDULER_POLL_MS: '20' });
    const runs: string[] = [];
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.scheduler.define('slow', async (job) => {
      runs.push(job.key);
      await held;
    });
    for (const key of ['slow:1', 'slow:2', 'slow:3']) {
      await app.scheduler.schedule('slow', { key, runAt: new Date(DUE) });
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => runs, { timeout: 2000, interval: 10 }).toHaveLength(1);
    const closing = close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await closing;

    expect(runs).toHaveLength(1);
    const reader = await buildInstance(shared, clock);
    const rows = await reader.app.db
      .selectFrom('scheduled_job')
      .select(['key', 'state', 'locked_by', 'attempts'])
      .where('name', '=', 'slow')
      .orderBy('key')
      .execute();
    expect(rows.filter((row) => row.key === runs[0])).toMatchObject([{ state: 'done' }]);
    expect(rows.filter((row) => row.key !== runs[0])).toEqual(
      ['slow:1', 'slow:2', 'slow:3']
        .filter((key) => key !== runs[0])
        .map((key) => ({ key, state: 'pending', locked_by: null, attempts: 0 })),
    );
  });
});
