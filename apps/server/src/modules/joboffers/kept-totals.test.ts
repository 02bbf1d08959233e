import { describe, expect, it, vi } from 'vitest';
import { JobOfferPageSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { JobOfferListRepository, type CardPage } from './joboffer-list.repository.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';

const NOW = '2026-11-22T02:00:00.000Z';

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp();
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

async function total(ctx: TestContext, url: string): Promise<number> {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return JobOfferPageSchema.parse(res.json()).totalElements;
}

/** Whether each page read since the spy began counted its total (CardPage.counted). */
async function countedBy(read: ReturnType<typeof spyOnPages>): Promise<boolean[]> {
  const pages = (await Promise.all(read.mock.results.map((r) => r.value))) as CardPage[];
  return pages.map((page) => page.counted);
}

function spyOnPages() {
  return vi.spyOn(JobOfferListRepository.prototype, 'cardPage');
}

/**
 * The total of a list or search is counted once for its pages while nothing changed: the next
 * pages of the same criteria take it from the page read before (docs/decisions.md "A kept total
 * for the next pages"), and nothing is answered from it once a page would not be.
 */
describe('the total of a list, kept for its next pages', () => {
  it('counts a keyword’s hits on its first page, not on the next ones', async () => {
    const ctx = await setup();
    for (const n of [1, 2, 3]) await createVacancy(ctx.database.db, { title_en: `Baker ${n}` });
    await ctx.app.services.jobOfferSearch.indexPending();
    const read = spyOnPages();
    const url = (page: number) => `${PATHS.jobOfferSearch}?keyword=baker&page=${page}&size=1`;
    expect([await total(ctx, url(0)), await total(ctx, url(1)), await total(ctx, url(2))]).toEqual([
      3, 3, 3,
    ]);
    expect(await countedBy(read)).toEqual([true, false, false]);
    // The next pages were sent the first one's total.
    expect(read.mock.calls[1]?.[1]).toMatchObject({ total: 3 });
  });

  it('counts again once the vacancies change on this instance', async () => {
    const ctx = await setup();
    for (const n of [1, 2]) await createVacancy(ctx.database.db, { title_en: `Baker ${n}` });
    await ctx.app.services.jobOfferSearch.indexPending();
    const url = (page: number) => `${PATHS.jobOfferSearch}?keyword=baker&page=${page}&size=1`;
    expect(await total(ctx, url(0))).toBe(2);
    await createVacancy(ctx.database.db, { title_en: 'Baker 3' });
    await ctx.app.services.jobOfferSearch.indexPending();
    const read = spyOnPages();
    expect(await total(ctx, url(1))).toBe(3);
    expect(await countedBy(read)).toEqual([true]);
  });

  it('keeps a list’s total and the pages holding it no longer than a page', async () => {
    const ctx = await setup();
    await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    await createVacancy(ctx.database.db, { published_at: '2026-11-11T02:00:00.000Z' });
    const url = (page: number) => `${PATHS.localVacancy}?page=${page}&size=1`;
    expect(await total(ctx, url(0))).toBe(2);
    // Written behind this instance's back (as by another instance): no version moves.
    await createVacancy(ctx.database.db, { published_at: '2026-11-12T02:00:00.000Z' });
    ctx.clock.advance(PAGE_CACHE_TTL_MS - 1);
    const read = spyOnPages();
    // Page 1 is computed now, with the total counted for page 0.
    expect(await total(ctx, url(1))).toBe(2);
    ctx.clock.advance(1);
    // Page 0's count is as old as a page may be: page 1, which holds it, is computed again.
    expect(await total(ctx, url(1))).toBe(3);
    expect(await countedBy(read)).toEqual([false, true]);
  });
});
