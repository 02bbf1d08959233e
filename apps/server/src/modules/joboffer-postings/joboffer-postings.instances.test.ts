import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import type { App } from '../../platform/types.ts';
import { dialectUnderTest } from '../../../test/helper.ts';
import { buildInstance, createSharedDatabase } from '../../../test/shared-database.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
} from '../../../test/factories/postings.ts';

/**
 * Two instances on one database: a withdrawal through one is gone from the other's lists and
 * search within a second. On PostgreSQL the other instance polls once a minute, so only the
 * change feed's notification can bring it in time; on SQLite it polls every 100 ms.
 */
describe('postings across instances', () => {
  async function twoInstances(): Promise<{ a: App; b: App }> {
    const shared = await createSharedDatabase();
    const clock = new ManualClock();
    clock.set(NOW);
    const env = { CHANGE_FEED_POLL_MS: dialectUnderTest === 'postgres' ? '60000' : '100' };
    const a = (await buildInstance(shared, clock, env)).app;
    const b = (await buildInstance(shared, clock, env)).app;
    return { a, b };
  }

  it('takes a withdrawn vacancy out of the other instance’s lists and search within a second', async () => {
    const { a, b } = await twoInstances();
    await createPostingReferences(a.db);
    const w = await createPostingsWorld(a, a.db);
    const onA = postingsClient(a);
    const onB = postingsClient(b);

    const posting = await onA.ok(
      await onA.create(w.tokens.employerA, postingValues({ title: { cn: '點心師傅' } })),
    );
    const id = (await onA.ok(await onA.approve(w.tokens.staff, posting.id))).jobOfferId!;
    // B caches its list and search pages with the vacancy in them.
    await expect.poll(() => onB.search('點心'), { timeout: 1000, interval: 25 }).toEqual([id]);
    expect(await onB.listed()).toContain(id);
    expect(await onB.search('點心')).toEqual([id]);

    const withdrawn = Date.now();
    await onA.ok(await onA.withdraw(w.tokens.employerA, posting.id));
    await expect.poll(() => onB.search('點心'), { timeout: 1000, interval: 25 }).toEqual([]);
    await expect
      .poll(async () => (await onB.listed()).includes(id), { timeout: 1000, interval: 25 })
      .toBe(false);
    expect(Date.now() - withdrawn).toBeLessThan(1000);
  });
});
