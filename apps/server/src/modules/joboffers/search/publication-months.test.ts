import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestContext } from '../../../../test/helper.ts';
import { buildSearchTestApp, createVacancy } from '../../../../test/factories/search-vacancies.ts';
import { compileSearch } from './query-builder.ts';
import { monthsFrom, SearchRepository, type SearchPageOptions } from './search.repository.ts';

/** The earliest listed publication: its month and the five after it are read one by one. */
const SINCE = '2026-07-20T00:00:00.000Z';

interface Made {
  id: number;
  published: string;
  /** Tier 2 (the title holds the keyword) or 5 (the description only). */
  tier: number;
}

/**
 * On PostgreSQL a list in publication order reads a keyword's hits one publication month at a
 * time (migration 202611301000) when the keyword is counted to its cap (5 here: the first two
 * pages of 4; the later ones count all 11 hits and read them whole); on SQLite the option
 * changes nothing. Either way every page, newest or oldest first, with or without the relevance
 * tiers, is the whole list sorted by the rules, its total the same; a vacancy published after
 * the months read one by one is still found; and a vacancy published again is found in its new
 * month.
 */
describe('a search in publication order, month by month', () => {
  let ctx: TestContext;
  const made: Made[] = [];

  beforeAll(async () => {
    ctx = await buildSearchTestApp();
    const db = ctx.database.db;
    const published = [
      '2026-07-19T23:59:59.999Z', // before SINCE: not listed
      '2026-07-20T00:00:00.000Z',
      '2026-07-31T23:59:59.999Z',
      '2026-08-01T00:00:00.000Z',
      '2026-08-15T08:00:00.000Z',
      '2026-09-03T08:00:00.000Z',
      '2026-10-10T08:00:00.000Z',
      '2026-10-10T08:00:00.000Z',
      '2026-11-30T23:59:59.999Z',
      '2026-12-01T00:00:00.000Z',
      '2027-01-02T00:00:00.000Z', // after the six months: the last branch
      '2027-03-09T00:00:00.000Z',
    ];
    for (const [i, at] of published.entries()) {
      const titled = i % 3 === 1;
      const id = await createVacancy(db, {
        title_en: titled ? `Harbour clerk ${i}` : `Porter ${i}`,
        description_en: titled ? 'Keeps the books.' : 'Loads ships in the harbour.',
        published_at: at,
      });
      if (at >= SINCE) made.push({ id, published: at, tier: titled ? 2 : 5 });
    }
    await ctx.app.services.jobOfferSearch.indexPending();
  });

  function expected(newestFirst: boolean, ranked: boolean): number[] {
    const byDate = (a: Made, b: Made) =>
      (a.published < b.published ? -1 : a.published > b.published ? 1 : a.id - b.id) *
      (newestFirst ? -1 : 1);
    return [...made]
      .sort((a, b) => (ranked ? a.tier - b.tier : 0) || byDate(a, b))
      .map((m) => m.id);
  }

  /** How a list is read: month by month, each page by a new repository or all by one; whole. */
  type Way = 'by month, each page new' | 'by month, one repository' | 'whole';
  const ways: Way[] = ['by month, each page new', 'by month, one repository', 'whole'];

  async function page(
    search: SearchRepository,
    newestFirst: boolean,
    ranked: boolean,
    offset: number,
    byMonth: boolean,
  ) {
    const compiled = compileSearch('harbour');
    if (!compiled) throw new Error('nothing to search');
    const options: SearchPageOptions = {
      filter: sql`(j.removed_at is null and j.published_at >= ${SINCE})`,
      sortKeys: (tier) => [
        ...(ranked ? [{ expr: tier, desc: false }] : []),
        { expr: sql`j.published_at`, desc: newestFirst },
        { expr: sql`j.id`, desc: newestFirst },
      ],
      limit: 4,
      offset,
      byPublication: byMonth ? { since: SINCE, newestFirst } : undefined,
    };
    return search.page(compiled, options);
  }

  /**
   * Every page of a list. One repository remembers whether the keyword was counted to its cap
   * (5 here) on the page before, so its statements hold both ways of reading the last tier
   * (page 1), then the months only (pages 2 and 3), then the whole tier only (page 4); a new
   * repository for each page always holds both.
   */
  async function wholeList(newestFirst: boolean, ranked: boolean, way: Way) {
    const repository = () => new SearchRepository(ctx.database.db, ctx.database.dialect, 5);
    const shared = repository();
    const ids: number[] = [];
    const totals: number[] = [];
    for (let offset = 0; offset <= made.length + 4; offset += 4) {
      const search = way === 'by month, one repository' ? shared : repository();
      const p = await page(search, newestFirst, ranked, offset, way !== 'whole');
      ids.push(...p.ids);
      totals.push(p.total);
    }
    return { ids, totals };
  }

  it('reads the six months from that of the earliest listed publication', () => {
    expect(monthsFrom(SINCE, 6)).toEqual({
      months: ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
      after: '2027-01',
    });
    expect(monthsFrom('2026-11-02T00:00:00.000Z', 2)).toEqual({
      months: ['2026-11', '2026-12'],
      after: '2027-01',
    });
  });

  for (const newestFirst of [true, false]) {
    for (const ranked of [true, false]) {
      const name = `${newestFirst ? 'newest' : 'oldest'} first${ranked ? ', by relevance' : ''}`;
      it(`pages ${name} the same month by month as at once, every hit once`, async () => {
        const whole = expected(newestFirst, ranked);
        expect(whole).toHaveLength(11);
        for (const way of ways) {
          const list = await wholeList(newestFirst, ranked, way);
          expect(list.ids).toEqual(whole);
          // Counted up to max(5, the page's end) + 1: 11 hits in all.
          expect(list.totals).toEqual([6, 9, 11, 11]);
        }
      });
    }
  }

  it('finds a vacancy published again in its new month', async () => {
    const moved = made.find((m) => m.published.startsWith('2026-08-15'));
    if (!moved) throw new Error('no vacancy to move');
    // Published again as the publishing service does: the vacancy's row, copied by the trigger.
    await ctx.database.db
      .updateTable('job_offer')
      .set({ published_at: '2026-12-20T00:00:00.000Z' })
      .where('id', '=', moved.id)
      .execute();
    moved.published = '2026-12-20T00:00:00.000Z';
    for (const newestFirst of [true, false]) {
      expect((await wholeList(newestFirst, false, 'by month, each page new')).ids).toEqual(
        expected(newestFirst, false),
      );
    }
  });
});
