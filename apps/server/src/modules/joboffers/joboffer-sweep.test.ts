import { describe, expect, it } from 'vitest';
import { createJobClasses, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildInstance, createSharedDatabase } from '../../../test/shared-database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import { SWEEP_INTERVAL_MS, SWEEP_JOB } from './joboffer-sweep.ts';

describe('vacancy sweep', () => {
  it('runs on the scheduler once per interval across instances, and tells every instance', async () => {
    const shared = await createSharedDatabase();
    const clock = new ManualClock('2026-11-22T02:00:00.000Z');
    const { app: a } = await buildInstance(shared, clock);
    const { app: b } = await buildInstance(shared, clock);
    await createJobClasses(a.db);
    // Removed at 2026-12-15 02:00 UTC (four months and 15 days after publication).
    const old = await createVacancy(a.db, { published_at: '2026-07-30T02:00:00.000Z' });

    const first = await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    expect(first.flat().filter((o) => o.name === SWEEP_JOB)).toEqual([
      { name: SWEEP_JOB, key: `every:${SWEEP_JOB}`, ok: true },
    ]);
    // It indexed the vacancy, so searches find it.
    const indexed = await a.db.selectFrom('job_offer_search').select('job_offer_id').execute();
    expect(indexed.map((r) => r.job_offer_id)).toEqual([old]);

    clock.set('2026-12-15T02:00:00.000Z');
    await b.changeFeed.poll();
    const before = b.changeFeed.version(JOB_OFFERS_TOPIC);
    const second = await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    expect(second.flat().filter((o) => o.name === SWEEP_JOB)).toHaveLength(1);
    const row = await a.db
      .selectFrom('job_offer')
      .select('removed_at')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(row.removed_at).toBe('2026-12-15T02:00:00.000Z');
    await b.changeFeed.poll();
    expect(b.changeFeed.version(JOB_OFFERS_TOPIC)).toBeGreaterThan(before);

    clock.advance(SWEEP_INTERVAL_MS - 1);
    expect((await a.scheduler.runDue()).filter((o) => o.name === SWEEP_JOB)).toEqual([]);
    clock.advance(1);
    expect((await b.scheduler.runDue()).filter((o) => o.name === SWEEP_JOB)).toHaveLength(1);
  });
});
