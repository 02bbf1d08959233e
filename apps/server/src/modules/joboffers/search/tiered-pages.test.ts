import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestContext } from '../../../../test/helper.ts';
import { buildSearchTestApp, createVacancy } from '../../../../test/factories/search-vacancies.ts';
import { createEvent } from '../../../../test/factories/events.ts';
import { compileSearch } from './query-builder.ts';
import { SearchRepository, type SearchPageOptions } from './search.repository.ts';

const SINCE = '2026-10-01T00:00:00.000Z';

/** A found vacancy as the test made it: its tier by construction and its order keys. */
interface Made {
  id: number;
  tier: number;
  day: number;
  group: number;
  /** A local vacancy (not an event's). */
  local: boolean;
}

/**
 * A search page is read tier by tier (search.repository.ts), and on SQLite the last tier is
 * sorted or walked by the list's index depending on how many hits the keyword has.
 * Every page of every order, of the local vacancies or of every one, with and without a class
 * group, is the same as the whole list sorted by the rules, whichever way the last tier is read;
 * a page across a tier's end holds the end of one tier and the start of the next, each vacancy
 * once.
 */
describe('a search page read tier by tier', () => {
  let ctx: TestContext;
  const made: Made[] = [];

  beforeAll(async () => {
    ctx = await buildSearchTestApp();
    const db = ctx.database.db;
    const event = await createEvent(ctx.app);
    const days = [5, 1, 9, 3, 12, 7, 2, 11, 4, 8, 10, 6, 13, 14];
    for (const [i, day] of days.entries()) {
      const kind = i % 4;
      const group = i % 3 === 0 ? 6 : 3;
      const id = await createVacancy(db, {
        title_en: kind === 0 ? 'Harbour' : kind === 1 ? `Harbour clerk ${i}` : `Porter ${i}`,
        description_en: kind === 2 ? 'Loads ships in the harbour.' : 'Loads lorries.',
        job_class_group_id: group,
        job_class_id: group === 6 ? 601 : 302,
        published_at: `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`,
        // One is removed; one is an event's, found only when the list is not of local ones.
        removed_at: i === 12 ? '2026-11-20T02:00:00.000Z' : null,
        event_id: i === 13 ? event.id : null,
      });
      if (kind !== 3 && i !== 12) {
        made.push({ id, tier: [1, 2, 5][kind] ?? 5, day, group, local: i !== 13 });
      }
    }
    await ctx.app.services.jobOfferSearch.indexPending();
  });

  type Order = 'relevance' | 'newest' | 'oldest';
  const orders: Order[] = ['relevance', 'newest', 'oldest'];

  function expected(order: Order, local: boolean, group?: number): number[] {
    const kept = made.filter(
      (m) => (group === undefined || m.group === group) && (!local || m.local),
    );
    const byDate = (a: Made, b: Made) =>
      order === 'oldest' ? a.day - b.day || a.id - b.id : b.day - a.day || b.id - a.id;
    return kept
      .sort((a, b) => (order === 'relevance' ? a.tier - b.tier : 0) || byDate(a, b))
      .map((m) => m.id);
  }

  async function page(
    walkFromShare: number,
    order: Order,
    offset: number,
    local: boolean,
    group?: number,
  ): Promise<number[]> {
    const search = new SearchRepository(
      ctx.database.db,
      ctx.database.dialect,
      1_000,
      walkFromShare,
    );
    const compiled = compileSearch('harbour');
    if (!compiled) throw new Error('nothing to search');
    const desc = order !== 'oldest';
    const options: SearchPageOptions = {
      filter: sql`(j.removed_at is null and j.published_at >= ${SINCE}
        ${local ? sql`and j.event_id is null` : sql``}
        ${group === undefined ? sql`` : sql`and j.job_class_group_id = ${group}`})`,
      sortKeys: (tier) => [
        ...(order === 'relevance' ? [{ expr: tier, desc: false }] : []),
        { expr: sql`j.published_at`, desc },
        { expr: sql`j.id`, desc },
      ],
      limit: 3,
      offset,
      walkIndex: !local
        ? group === undefined
          ? 'job_offer_list_walk_idx'
          : undefined
        : group === undefined
          ? 'job_offer_list_all_idx'
          : 'job_offer_list_group_idx',
    };
    return (await search.page(compiled, options)).ids;
  }

  it('built the tiers it means to test', () => {
    expect(new Set(made.map((m) => m.tier))).toEqual(new Set([1, 2, 5]));
    expect(made).toHaveLength(10);
  });

  for (const order of orders) {
    for (const [local, group] of [
      [true, undefined],
      [true, 3],
      [false, undefined],
      [false, 3],
    ] as const) {
      const scope = `${local ? 'local' : 'every'} vacancies${group ? ' of one class group' : ''}`;
      it(`pages ${scope} ${order} the same, sorted or walked`, async () => {
        const whole = expected(order, local, group);
        for (const walkFromShare of [0, 1_000]) {
          const pages: number[] = [];
          for (let offset = 0; offset <= whole.length + 3; offset += 3) {
            const ids = await page(walkFromShare, order, offset, local, group);
            expect(ids).toEqual(whole.slice(offset, offset + 3));
            pages.push(...ids);
          }
          expect(pages).toEqual(whole);
        }
      });
    }
  }
});
