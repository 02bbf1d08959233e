import { describe, expect, it, vi } from 'vitest';
import { JobOfferPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { JobOfferListRepository } from './joboffer-list.repository.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const BUSY = { code: 'SERVER_BUSY', errorArgs: [1] };
/** The client the gate counts an anonymous injected request under. */
const ANONYMOUS = 'ip:127.0.0.1';

async function setup(env: NodeJS.ProcessEnv): Promise<TestContext> {
  const ctx = await buildTestApp({ env });
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  await createVacancy(ctx.database.db, { title_cn: '廚師', title_en: 'Cook' });
  await createVacancy(ctx.database.db, { title_cn: '保安員', title_en: 'Security guard' });
  await ctx.app.services.jobOfferSearch.indexPending();
  return ctx;
}

/** Holds gate slots for `client` until released, as long computations would. */
function hold(ctx: TestContext, client: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const running = ctx.app.services.searchGate.run(client, () => released);
  return async () => {
    release();
    await running;
  };
}

const search = (keyword: string, page = 0) =>
  `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}&page=${page}`;

describe('uncached list and search pages under a flood', () => {
  it('answers SERVER_BUSY with Retry-After when the instance is at its cap, and kept pages still', async () => {
    const ctx = await setup({ SEARCH_MAX_IN_FLIGHT: '1' });
    const kept = await ctx.app.inject(search('cook'));
    expect(JobOfferPageSchema.parse(kept.json()).totalElements).toBe(1);

    const releaseAll = hold(ctx, 'ip:192.0.2.1');
    for (const url of [search('保安'), search('cook', 1), `${PATHS.localVacancy}?page=0&size=5`]) {
      const refused = await ctx.app.inject(url);
      expect(refused.statusCode, url).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual(BUSY);
    }
    const again = await ctx.app.inject(search('cook'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(kept.body);

    await releaseAll();
    const after = await ctx.app.inject(search('保安'));
    expect(JobOfferPageSchema.parse(after.json()).totalElements).toBe(1);
    expect(ctx.app.services.searchGate.active).toBe(0);
  });

  it('refuses one client over its own cap, not another client', async () => {
    const ctx = await setup({ SEARCH_MAX_PER_CLIENT: '1' });
    const releaseMine = hold(ctx, ANONYMOUS);
    const refused = await ctx.app.inject(search('保安'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(BUSY);

    const token = await loginAs(ctx.app);
    const other = await ctx.app.inject({ url: search('保安'), headers: bearer(token) });
    expect(JobOfferPageSchema.parse(other.json()).totalElements).toBe(1);
    await releaseMine();
    expect((await ctx.app.inject(search('廚師'))).statusCode).toBe(200);
  });

  it('answers the local search with SERVER_BUSY too, and counts no hot search', async () => {
    const ctx = await setup({ SEARCH_MAX_IN_FLIGHT: '1' });
    const release = hold(ctx, 'ip:192.0.2.1');
    const refused = await ctx.app.inject(`${PATHS.localVacancySearch}?keyword=cook`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(BUSY);
    expect(await ctx.app.services.jobOfferSearch.topKeywords()).toEqual([]);
    await release();
  });

  it('answers a kept page past its TTL while refused, but never one whose data has changed', async () => {
    const ctx = await setup({ SEARCH_MAX_IN_FLIGHT: '1' });
    const kept = await ctx.app.inject(search('cook'));
    const release = hold(ctx, 'ip:192.0.2.1');
    ctx.clock.advance(PAGE_CACHE_TTL_MS);
    const stale = await ctx.app.inject(search('cook'));
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(kept.body);

    await createVacancy(ctx.database.db, { title_cn: '廚師助理', title_en: 'Cook assistant' });
    await ctx.app.services.jobOfferSearch.indexPending();
    const changed = await ctx.app.inject(search('cook'));
    expect(changed.statusCode).toBe(503);
    await release();
    expect(
      JobOfferPageSchema.parse((await ctx.app.inject(search('cook'))).json()).totalElements,
    ).toBe(2);
  });

  it('computes a page once for requests that ask for it while it is being computed', async () => {
    const ctx = await setup({ SEARCH_MAX_PER_CLIENT: '1' });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = JobOfferListRepository.prototype.cardPage;
    const page = vi
      .spyOn(JobOfferListRepository.prototype, 'cardPage')
      .mockImplementation(async function (this: JobOfferListRepository, criteria) {
        await released;
        return original.call(this, criteria);
      });
    try {
      const answers = Promise.all([1, 2, 3].map(() => ctx.app.inject(search('保安'))));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      for (const answer of await answers) {
        expect(answer.statusCode).toBe(200);
        expect(JobOfferPageSchema.parse(answer.json()).totalElements).toBe(1);
      }
      expect(page).toHaveBeenCalledTimes(1);
    } finally {
      page.mockRestore();
    }
  });
});
