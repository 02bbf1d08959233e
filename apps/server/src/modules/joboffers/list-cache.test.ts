import { describe, expect, it, vi } from 'vitest';
import { JobOfferDetailSchema, JobOfferPageSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createEvent } from '../../../test/factories/events.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serializedAnswerStats } from '../../platform/serialized-answer.ts';
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

async function ids(ctx: TestContext, url: string) {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  const page = JobOfferPageSchema.parse(res.json());
  return { ids: page.content.map((c) => c.id), total: page.totalElements };
}

describe('list and search page cache', () => {
  it('answers a page again for a short time, then shows vacancies written meanwhile', async () => {
    const ctx = await setup();
    const first = await createVacancy(ctx.database.db, {
      published_at: '2026-11-10T02:00:00.000Z',
    });
    expect(await ids(ctx, PATHS.localVacancy)).toEqual({ ids: [first], total: 1 });

    // Written behind this instance's back (as by another instance): seen once the page expires.
    const second = await createVacancy(ctx.database.db, {
      published_at: '2026-11-11T02:00:00.000Z',
    });
    ctx.clock.advance(PAGE_CACHE_TTL_MS - 1);
    expect(await ids(ctx, PATHS.localVacancy)).toEqual({ ids: [first], total: 1 });
    ctx.clock.advance(1);
    expect(await ids(ctx, PATHS.localVacancy)).toEqual({ ids: [second, first], total: 2 });
  });

  it('reads the first listed publication once for the pages computed while nothing changed', async () => {
    const ctx = await setup();
    const reads = vi.spyOn(JobOfferListRepository.prototype, 'earliestPublishedSince');
    await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    // Three pages no cache answers: each its own size.
    for (const size of [5, 10, 20]) {
      expect((await ids(ctx, `${PATHS.localVacancy}?page=0&size=${size}`)).total).toBe(1);
    }
    expect(reads).toHaveBeenCalledTimes(1);
    // Indexing a vacancy moves the vacancies' version: the next page reads it again.
    await createVacancy(ctx.database.db, { published_at: '2026-11-11T02:00:00.000Z' });
    await ctx.app.services.jobOfferSearch.indexPending();
    expect((await ids(ctx, `${PATHS.localVacancy}?page=0&size=30`)).total).toBe(2);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('drops search pages when this instance indexes', async () => {
    const ctx = await setup();
    await createVacancy(ctx.database.db, { title_cn: '洗碗工' });
    await ctx.app.services.jobOfferSearch.indexPending();
    const url = `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent('洗碗')}`;
    expect((await ids(ctx, url)).total).toBe(1);
    await createVacancy(ctx.database.db, { title_cn: '洗碗主管' });
    await ctx.app.services.jobOfferSearch.indexPending();
    expect((await ids(ctx, url)).total).toBe(2);
  });

  it('shows a cached vacancy as expired from the instant it expires', async () => {
    const ctx = await setup();
    // Expires at 2026-11-30 02:00 UTC (four Macao calendar months after publication).
    await createVacancy(ctx.database.db, { published_at: '2026-07-30T02:00:00.000Z' });
    ctx.clock.set('2026-11-30T01:59:59.000Z');
    const valid = JobOfferPageSchema.parse((await ctx.app.inject(PATHS.localVacancy)).json());
    expect(valid.content.map((c) => c.isValid)).toEqual([1]);
    ctx.clock.advance(1000);
    const expired = JobOfferPageSchema.parse((await ctx.app.inject(PATHS.localVacancy)).json());
    expect(expired.content.map((c) => c.isValid)).toEqual([0]);
  });

  it('never answers a page past the removal of a vacancy it lists', async () => {
    const ctx = await setup();
    // Removed at 2026-12-15 02:00 UTC (four months and 15 days after publication).
    const old = await createVacancy(ctx.database.db, { published_at: '2026-07-30T02:00:00.000Z' });
    const recent = await createVacancy(ctx.database.db, {
      published_at: '2026-11-10T02:00:00.000Z',
    });
    ctx.clock.set('2026-12-15T01:59:59.999Z');
    expect((await ids(ctx, PATHS.localVacancy)).ids).toEqual([recent, old]);
    ctx.clock.set('2026-12-15T02:00:00.000Z');
    expect((await ids(ctx, PATHS.localVacancy)).ids).toEqual([recent]);
  });

  it('answers a vacancy detail from its cached row, with its state as of now', async () => {
    const ctx = await setup();
    // Expires at 2026-11-30 02:00 UTC, removed at 2026-12-15 02:00 UTC.
    const id = await createVacancy(ctx.database.db, {
      published_at: '2026-07-30T02:00:00.000Z',
      title_en: 'Waiter',
    });
    const detail = async () => {
      const res = await ctx.app.inject({
        url: PATHS.jobOffer.replace(':id', String(id)),
        headers: { 'accept-language': 'en' },
      });
      return res.statusCode === 200
        ? JobOfferDetailSchema.parse(res.json())
        : (res.json() as { code: string });
    };
    expect(await detail()).toMatchObject({ jobOfferTitle: 'Waiter', isValid: 1 });

    // Changed behind this instance's back: the cached row answers until its TTL has passed.
    await ctx.database.db
      .updateTable('job_offer')
      .set({ title_en: 'Head waiter' })
      .where('id', '=', id)
      .execute();
    ctx.clock.advance(PAGE_CACHE_TTL_MS - 1);
    expect(await detail()).toMatchObject({ jobOfferTitle: 'Waiter' });
    ctx.clock.advance(1);
    expect(await detail()).toMatchObject({ jobOfferTitle: 'Head waiter' });

    // Expiry and removal follow the clock, cached or not.
    ctx.clock.set('2026-11-30T02:00:00.000Z');
    expect(await detail()).toMatchObject({ jobOfferTitle: 'Head waiter', isValid: 0 });
    ctx.clock.set('2026-12-15T02:00:00.000Z');
    expect(await detail()).toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
  });

  it('shows a kept vacancy detail as expired, then refuses it, from the instant each happens', async () => {
    const ctx = await setup();
    // Expires at 2026-11-30 02:00 UTC, removed at 2026-12-15 02:00 UTC: at each instant the
    // second read finds the row the first one read.
    const id = await createVacancy(ctx.database.db, { published_at: '2026-07-30T02:00:00.000Z' });
    const url = PATHS.jobOffer.replace(':id', String(id));
    ctx.clock.set('2026-11-30T01:59:59.999Z');
    expect((await ctx.app.inject(url)).json()).toMatchObject({ isValid: 1 });
    expect((await ctx.app.inject(url)).json()).toMatchObject({ isValid: 1 });
    ctx.clock.advance(1);
    expect((await ctx.app.inject(url)).json()).toMatchObject({ isValid: 0 });

    ctx.clock.set('2026-12-15T01:59:59.999Z');
    expect((await ctx.app.inject(url)).json()).toMatchObject({ isValid: 0 });
    ctx.clock.advance(1);
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [id] });
  });

  it('serializes a kept detail or page once, and compresses it once per encoding', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, {
      description_cn: '負責樓面工作。'.repeat(80),
    });
    const url = PATHS.jobOffer.replace(':id', String(id));
    const before = { ...serializedAnswerStats };
    const plain = await ctx.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JobOfferDetailSchema.parse(plain.json()).id).toBe(id);
    for (let i = 0; i < 3; i++) {
      const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    expect(serializedAnswerStats.serialized - before.serialized).toBe(1);
    expect(serializedAnswerStats.compressed - before.compressed).toBe(1);

    for (let i = 0; i < 3; i++) await ids(ctx, PATHS.localVacancy);
    expect(serializedAnswerStats.serialized - before.serialized).toBe(2);
  });

  it('sends a kept page compressed by the encoding asked, once per encoding, and the same bytes', async () => {
    const ctx = await setup();
    for (let i = 0; i < 12; i++) {
      await createVacancy(ctx.database.db);
    }
    for (const url of [`${PATHS.localVacancy}?size=10`, `${PATHS.jobOfferSearch}?size=10`]) {
      const before = { ...serializedAnswerStats };
      const plain = await ctx.app.inject(url);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (let i = 0; i < 2; i++) {
        const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['vary']).toBe('accept-encoding');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gz.headers['vary']).toBe('accept-encoding');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      }
      expect(serializedAnswerStats.serialized - before.serialized, url).toBe(1);
      expect(serializedAnswerStats.compressed - before.compressed, url).toBe(2);
    }
  });

  it('answers the same query string by its own scope: every vacancy, or the local ones', async () => {
    const ctx = await setup();
    const local = await createVacancy(ctx.database.db);
    const atEvent = await createVacancy(ctx.database.db);
    const event = await createEvent(ctx.app);
    await ctx.database.db
      .updateTable('job_offer')
      .set({ event_id: event.id })
      .where('id', '=', atEvent)
      .execute();
    await ctx.app.services.jobOfferSearch.indexPending();
    const query = '?keyword=waiter&page=0&size=10';
    for (let i = 0; i < 2; i++) {
      expect((await ids(ctx, PATHS.jobOfferSearch + query)).ids.sort()).toEqual(
        [local, atEvent].sort(),
      );
      expect((await ids(ctx, PATHS.localVacancySearch + query)).ids).toEqual([local]);
    }
  });

  it('drops a cached vacancy detail when this instance withdraws the vacancy', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, {});
    const url = PATHS.jobOffer.replace(':id', String(id));
    expect((await ctx.app.inject(url)).statusCode).toBe(200);
    await ctx.app.services.jobOfferList.withdraw(id);
    const res = await ctx.app.inject(url);
    expect(res.json()).toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
  });
});

describe('hot-search counts', () => {
  it('gathers counts and writes them before the hot searches are read or when closing', async () => {
    const ctx = await setup();
    await createVacancy(ctx.database.db, { title_cn: '保安員' });
    await ctx.app.services.jobOfferSearch.indexPending();
    const search = (keyword: string, client: string) =>
      ctx.app.inject({
        url: `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}`,
        remoteAddress: client,
      });
    const stored = () =>
      ctx.database.db.selectFrom('search_keyword').select(['keyword', 'search_count']).execute();

    await search('保安', '10.0.0.1'); // the first search writes at once
    await search('保安', '10.0.0.2');
    await search('保安員', '10.0.0.1');
    expect(await stored()).toEqual([{ keyword: '保安', search_count: 1 }]);

    await ctx.app.inject(PATHS.topKeywords);
    expect(await stored()).toHaveLength(2);

    await search('保安員', '10.0.0.3');
    await ctx.app.close();
    const counts = Object.fromEntries((await stored()).map((r) => [r.keyword, r.search_count]));
    expect(counts).toEqual({ 保安: 2, 保安員: 2 });
  });
});

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
