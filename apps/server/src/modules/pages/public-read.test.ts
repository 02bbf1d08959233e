import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, PATHS, PUBLIC_PAGE_READS, buildPath } from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { AppError } from '../../platform/app-error.ts';
import { PAGE_CACHE_TTL_MS } from '../joboffers/page-cache.ts';
import { pageTransport } from './page-transport.ts';

const NOW = '2026-11-22T02:00:00.000Z';

async function setup() {
  const ctx = await buildTestApp();
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'answered';
};

describe('a page reads through the routes', () => {
  it('answers what the route answers, from the route’s own handler', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    const page = pageTransport(ctx.app, 'en', '127.0.0.1');
    for (const [path, query] of [
      [PATHS.localVacancy, { page: 0, size: 10 }],
      [buildPath(PATHS.jobOffer, { id }), {}],
      [PATHS.localVacancyCatalog, {}],
      [PATHS.jobOfferSummary, {}],
    ] as const) {
      const answer = await page.transport(path, { query });
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await ctx.app.inject({
        url: search ? `${path}?${search}` : path,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, path).toBe(200);
      expect(answer, path).toEqual(res.json());
    }
    expect(page.failed()).toBe(false);
  });

  it('holds until the earliest end of the kept values, with their topics', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    const page = pageTransport(ctx.app, 'pt', '127.0.0.1');
    await page.transport(buildPath(PATHS.jobOffer, { id }), {});
    // The row behind the detail is kept for the page cache's TTL.
    expect(page.holdsUntil()).toBe(new Date(NOW).getTime() + PAGE_CACHE_TTL_MS);
    expect([...page.topics()].sort()).toEqual(['joboffers', 'references']);
    // Banners change by the clock alone: no topic of theirs.
    await page.transport(PATHS.banners, {});
    expect([...page.topics()].sort()).toEqual(['joboffers', 'references']);
    expect(page.failed()).toBe(false);
  });

  it('validates the path and query as the route does', async () => {
    const ctx = await setup();
    const page = pageTransport(ctx.app, 'en', '127.0.0.1');
    expect(await codeOf(page.transport(PATHS.localVacancy, { query: { size: 'many' } }))).toBe(
      'VALIDATION_FAIL',
    );
    expect(await codeOf(page.transport(buildPath(PATHS.jobOffer, { id: 'abc' }), {}))).toBe(
      'VALIDATION_FAIL',
    );
    expect(page.failed()).toBe(true);
  });

  it('refuses an endpoint that is not public, and a public one no page declares', async () => {
    const ctx = await setup();
    const page = pageTransport(ctx.app, 'en', '127.0.0.1');
    const favorites = ENDPOINT_LIST.find((e) => e.method === 'GET' && e.path === PATHS.favorites);
    expect(favorites?.access).not.toBe('public');
    expect(await codeOf(page.transport(PATHS.favorites, {}))).toBe('Unauthorized');
    expect(PUBLIC_PAGE_READS.has(PATHS.topKeywords)).toBe(false);
    expect(await codeOf(page.transport(PATHS.topKeywords, {}))).toBe('NOT_FOUND');
    // A path under a real endpoint that no endpoint declares.
    expect(await codeOf(page.transport(`${PATHS.topKeywords}/nothing-here`, {}))).toBe('NOT_FOUND');
  });

  it('answers a page’s read of a vacancy never listed NOT_FOUND, of a removed one the route’s code', async () => {
    const ctx = await setup();
    const page = pageTransport(ctx.app, 'en', '127.0.0.1');
    expect(await codeOf(page.transport(buildPath(PATHS.jobOffer, { id: 999_999 }), {}))).toBe(
      'NOT_FOUND',
    );
  });
});
