import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { HIT_CHUNK, SEARCH_BATCH } from './savedsearches.service.ts';

describe('job alerts: a fan-out to more searches than one step', () => {
  let ctx: TestContext;
  let w: PostingsWorld;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
  });

  it('records one hit and one notice per matching search across steps, and frees the event loop between them', async () => {
    const api = postingsClient(ctx.app);
    // Over two steps of active searches: matching ones, ones that find nothing, paused ones.
    const total = SEARCH_BATCH * 3 + 7;
    const accounts: number[] = [];
    for (let i = 0; i < total / 10; i += 1) accounts.push((await createAccount(ctx.app)).id);
    const now = ctx.app.clock.now().toISOString();
    const rows = Array.from({ length: total }, (_, i) => {
      const kind = i % 5; // 0-2 match, 3 does not, 4 matches but is paused
      const filters =
        kind === 0
          ? { keyword: '燒臘' }
          : kind === 1
            ? { categoryGroupId: 3, categoryId: 301 }
            : kind === 2
              ? { categoryGroupId: 3 }
              : { keyword: 'pilot' };
      return {
        account_id: accounts[i % accounts.length]!,
        name: `Search ${i}`,
        filters: JSON.stringify(filters),
        mode: 'instant',
        paused: kind === 4 ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
    });
    const ids: number[] = [];
    for (const row of rows)
      ids.push(
        (
          await ctx.database.db
            .insertInto('saved_search')
            .values(row)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const expected = ids.filter((_, i) => i % 5 <= 2);
    expect(rows.filter((r) => r.paused === 0).length).toBeGreaterThan(2 * SEARCH_BATCH);
    expect(expected.length).toBeGreaterThan(SEARCH_BATCH);

    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    const jobOfferId = approved.jobOfferId!;

    // Turns of the event loop while the fan-out runs (a read would be answered in each).
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const recorded = await ctx.app.services.savedSearches.match([jobOfferId]);
    running = false;
    expect(recorded).toBe(expected.length);
    expect(turns).toBeGreaterThanOrEqual(Math.ceil(expected.length / HIT_CHUNK));

    const hits = await ctx.database.db
      .selectFrom('saved_search_hit')
      .select('saved_search_id')
      .where('job_offer_id', '=', jobOfferId)
      .orderBy('saved_search_id')
      .execute();
    expect(hits.map((h) => h.saved_search_id)).toEqual(expected);
    const notices = await ctx.database.db
      .selectFrom('notification')
      .select(['account_id', 'dedupe_key'])
      .where('event', '=', 'alert.instant')
      .where('link', '=', `/job-service/make-appointment?jobOfferId=${jobOfferId}&type=local`)
      .orderBy('id')
      .execute();
    expect(notices.map((n) => n.dedupe_key).sort()).toEqual(
      expected.map((id) => `alert:${id}:${jobOfferId}:${rows[ids.indexOf(id)]!.account_id}`).sort(),
    );
    // Run again: nothing new (each search found the vacancy once).
    expect(await ctx.app.services.savedSearches.match([jobOfferId])).toBe(0);
  });
});
