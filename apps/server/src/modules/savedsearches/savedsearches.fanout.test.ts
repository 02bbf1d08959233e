import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@vaga/contract';
import { createAccount } from '../../../test/auth.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
} from '../../../test/factories/postings.ts';
import { buildTestApp, dialectUnderTest } from '../../../test/helper.ts';
import { buildInstance, createSharedDatabase } from '../../../test/shared-database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { BACKGROUND_REST_FACTOR, PacedSteps } from '../../platform/paced-steps.ts';
import type { App } from '../../platform/types.ts';
import { SavedSearchesRepository } from './savedsearches.repository.ts';
import { HIT_CHUNK, SEARCH_BATCH } from './savedsearches.service.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Over three rounds of active searches (matching ones, ones that find nothing, paused ones), a
 * fan-out records one hit per matching search and one notice per account it reaches, and nothing
 * when run again. Answers the hits recorded by the first fan-out.
 */
async function fanOut(app: App): Promise<number> {
  const db = app.db;
  await createPostingReferences(db);
  const w = await createPostingsWorld(app, db);
  const api = postingsClient(app);
  const total = SEARCH_BATCH * 3 + 7;
  const accounts: number[] = [];
  for (let i = 0; i < total / 10; i += 1) accounts.push((await createAccount(app)).id);
  const now = app.clock.now().toISOString();
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
      (await db.insertInto('saved_search').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    );
  const expected = ids.filter((_, i) => i % 5 <= 2);
  expect(rows.filter((r) => r.paused === 0).length).toBeGreaterThan(2 * SEARCH_BATCH);
  expect(expected.length).toBeGreaterThan(SEARCH_BATCH);

  const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
  const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
  const jobOfferId = approved.jobOfferId!;

  const recorded = await app.services.savedSearches.match([jobOfferId]);
  expect(recorded).toBe(expected.length);

  const hits = await db
    .selectFrom('saved_search_hit')
    .select('saved_search_id')
    .where('job_offer_id', '=', jobOfferId)
    .orderBy('saved_search_id')
    .execute();
  expect(hits.map((h) => h.saved_search_id)).toEqual(expected);
  const notices = await db
    .selectFrom('notification')
    .select(['id', 'account_id', 'dedupe_key'])
    .where('event', '=', 'alert.instant')
    .where('link', '=', paths.jobOffer(jobOfferId))
    .orderBy('id')
    .execute();
  // One notice per account, keyed by the first of its searches that found the vacancy.
  const firstOf = new Map<number, number>();
  for (const id of expected) {
    const account = rows[ids.indexOf(id)]!.account_id;
    if (!firstOf.has(account)) firstOf.set(account, id);
  }
  expect(notices.map((n) => n.dedupe_key).sort()).toEqual(
    [...firstOf].map(([account, id]) => `alert:${id}:${jobOfferId}:${account}`).sort(),
  );
  // Each notice with its deliveries (the outbox), written in the same steps.
  const deliveries = await db
    .selectFrom('notification_delivery')
    .select(['notification_id', 'channel', 'idempotency_key'])
    .where(
      'notification_id',
      'in',
      notices.map((n) => n.id),
    )
    .execute();
  expect(deliveries).toHaveLength(notices.length * 2);
  const keyOf = new Map(notices.map((n) => [n.id, n.dedupe_key]));
  for (const d of deliveries)
    expect(d.idempotency_key).toBe(`${keyOf.get(d.notification_id)}:${d.channel}`);
  // Run again: nothing new (each search found the vacancy once).
  expect(await app.services.savedSearches.match([jobOfferId])).toBe(0);
  return recorded;
}

describe('job alerts: a fan-out to more searches than one step', () => {
  it('records one hit per matching search and one notice per account, in paced steps that leave the event loop to reads', async () => {
    const ctx = await buildTestApp();
    ctx.clock.set(NOW);
    // The fan-out's own steps only (the outbox relay after it is paced too).
    vi.spyOn(ctx.app.services.notifications, 'relayQuietly').mockResolvedValue();
    const steps = vi.spyOn(PacedSteps.prototype, 'step');
    const recorded = await fanOut(ctx.app);
    // Every HIT_CHUNK hits are a paced step of their own (the searches' rounds and matching too).
    expect(steps.mock.calls.length).toBeGreaterThan(Math.ceil(recorded / HIT_CHUNK));
    // Each step rests twice the time it kept the event loop busy: the steps are paced at the
    // background factor (how a step rests is tested in platform/paced-steps.test.ts), and their
    // own counts show it. Those counts leave out the app's other jobs running meanwhile; with
    // steps this short, a rest's shortest timer alone would pass the second check.
    const pacers = new Set(steps.mock.contexts as PacedSteps[]);
    for (const pacer of pacers) expect(pacer['restFactor']).toBe(BACKGROUND_REST_FACTOR);
    const busy = [...pacers].reduce((sum, p) => sum + p.busyMs, 0);
    const rested = [...pacers].reduce((sum, p) => sum + p.restMs, 0);
    expect(busy).toBeGreaterThan(0);
    // On PostgreSQL a step's busy time also counts what the loop did while its queries ran.
    if (dialectUnderTest === 'sqlite') {
      expect(rested).toBeGreaterThanOrEqual(BACKGROUND_REST_FACTOR * busy * 0.9);
    }
  });

  it.runIf(dialectUnderTest === 'sqlite')(
    'on an SQLite file, writes the hits and notices in a worker thread, not on the event loop',
    async () => {
      const shared = await createSharedDatabase();
      const { app } = await buildInstance(shared, new ManualClock(NOW));
      // The worker has a module (and a repository) of its own: this thread's is never called.
      const onThisThread = vi.spyOn(SavedSearchesRepository.prototype, 'addHits');
      await fanOut(app);
      expect(onThisThread).not.toHaveBeenCalled();
    },
  );

  it('writes a notice once when a batch names its key twice, with its deliveries once', async () => {
    const ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const account = await createAccount(ctx.app);
    const notice = {
      to: { accountId: account.id },
      event: 'alert.instant' as const,
      params: { jobOfferId: 1, search: 'Once' },
      link: null,
      key: 'batch-twice',
    };
    await ctx.database.db.transaction().execute(async (trx) => {
      await ctx.app.services.notifications.write(trx, [
        notice,
        { ...notice, params: { jobOfferId: 1, search: 'Twice' } },
      ]);
    });
    const rows = await ctx.database.db
      .selectFrom('notification')
      .select(['id', 'params'])
      .where('dedupe_key', '=', `batch-twice:${account.id}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.params)).toEqual({ jobOfferId: 1, search: 'Once' });
    const deliveries = await ctx.database.db
      .selectFrom('notification_delivery')
      .select('channel')
      .where('notification_id', '=', rows[0]!.id)
      .execute();
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'push']);
  });
});
