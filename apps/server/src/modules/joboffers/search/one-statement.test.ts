import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import { SEARCH_TOTAL_CAP } from '@vaga/contract';
import { buildTestApp, dialectUnderTest, type TestContext } from '../../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../../test/factories/search-vacancies.ts';
import type { DB } from '../../../db/database.ts';
import { JobOfferListRepository, type ListCriteria } from '../joboffer-list.repository.ts';
import { compileExactSearch, compileSearch } from './query-builder.ts';
import { countLimit, keptCount, SearchRepository } from './search.repository.ts';

/** A cap small enough to pass with a few vacancies (SEARCH_TOTAL_CAP in production). */
const CAP = 3;

/**
 * A search page is one statement (docs/decisions.md "Search in one statement"): its vacancies, its
 * total counted up to a cap, and for a prefix keyword's first page whether its own words find
 * vacancies. Every statement the repositories send is counted, and a transaction is caught too:
 * a second statement (a `set_config` in a transaction, a count of its own, a whole-word check)
 * fails these tests.
 */
describe('a search page in one statement', () => {
  let ctx: TestContext;
  let db: DB;
  let list: JobOfferListRepository;
  const statements: string[] = [];
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      statements.push(args.queryId.queryId);
      return Promise.resolve(args.result);
    },
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    // Five cooks and two guards of a cookery school: more than the cap of three.
    for (let day = 1; day <= 5; day += 1) {
      await createVacancy(ctx.database.db, {
        title_en: `Cook ${day}`,
        published_at: `2026-11-0${day}T02:00:00.000Z`,
      });
    }
    for (const day of [6, 7]) {
      await createVacancy(ctx.database.db, {
        title_en: `Guard ${day}`,
        description_en: 'Patrols the cookery school.',
        published_at: `2026-11-0${day}T02:00:00.000Z`,
      });
    }
    await ctx.app.services.jobOfferSearch.indexPending();
    db = ctx.database.db.withPlugin(counter);
    list = new JobOfferListRepository(
      db,
      new SearchRepository(db, ctx.app.dialect, CAP),
      () => ctx.app.services.references,
    );
  });

  function criteria(keyword: string, offset: number, limit: number, whole = false): ListCriteria {
    const search = compileSearch(keyword)!;
    return {
      localOnly: true,
      listedSince: '2026-01-01T00:00:00.000Z',
      search,
      ownWords: whole ? (compileExactSearch(search.terms) ?? undefined) : undefined,
      sort: 'relevance',
      offset,
      limit,
    };
  }

  /** What `read` answers, having sent one statement and no transaction. */
  async function inOneStatement<T>(read: () => Promise<T>): Promise<T> {
    statements.length = 0;
    const transaction = vi.spyOn(db, 'transaction');
    try {
      const result = await read();
      expect(transaction).not.toHaveBeenCalled();
      expect(statements).toHaveLength(1);
      return result;
    } finally {
      transaction.mockRestore();
    }
  }

  function page(keyword: string, offset: number, limit: number, whole = false) {
    return inOneStatement(() => list.page(criteria(keyword, offset, limit, whole)));
  }

  it('answers the page, its total and the own-words check of a prefix keyword at once', async () => {
    const first = await page('cook', 0, 2, true);
    expect(first.ids).toHaveLength(2);
    // Seven match; three counted, and one more: "more than 3".
    expect(first.total).toBe(CAP + 1);
    expect(first.ownWords).toBe(true);
    // `coo` finds `cook` and `cookery` only as the start of longer words: not its own.
    expect((await page('coo', 0, 2, true)).ownWords).toBe(false);
  });

  it('counts exactly up to the end of a page past the cap, and at the end', async () => {
    const deep = await page('cook', 4, 2);
    expect(deep.ids).toHaveLength(2);
    expect(deep.total).toBe(7);
    const last = await page('cook', 6, 2);
    expect(last.ids).toHaveLength(1);
    expect(last.total).toBe(7);
    expect(countLimit(4, 2, CAP)).toBe(6);
    expect(countLimit(0, 10)).toBe(SEARCH_TOTAL_CAP);
  });

  it('gives the total of a page past the end, and of a keyword without hits', async () => {
    const past = await page('guard', 10, 2);
    expect(past.ids).toEqual([]);
    expect(past.total).toBe(2);
    const none = await page('nothinglikeit', 0, 10);
    expect(none).toEqual({ ids: [], total: 0, countedTo: 11, counted: true });
  });

  it('keeps the order of the page: the tiers, then the newest', async () => {
    const all = await page('cook', 0, 10);
    const titles = await db
      .selectFrom('job_offer')
      .select(['id', 'title_en'])
      .where('id', 'in', all.ids)
      .execute();
    const byId = new Map(titles.map((t) => [t.id, t.title_en]));
    expect(all.ids.map((id) => byId.get(id))).toEqual([
      'Cook 5',
      'Cook 4',
      'Cook 3',
      'Cook 2',
      'Cook 1',
      'Guard 7',
      'Guard 6',
    ]);
  });

  it('reads the cards of the page in the same statement, in the page’s order', async () => {
    for (const [keyword, offset, limit] of [
      ['cook', 0, 4],
      ['cook', 5, 4],
      ['guard', 10, 2],
    ] as const) {
      const asked = criteria(keyword, offset, limit, true);
      const cards = await inOneStatement(() => list.cardPage(asked));
      const { ids, total, ownWords } = await list.page(asked);
      expect(cards.total).toBe(total);
      expect(cards.ownWords).toBe(ownWords);
      const byId = new Map((await list.cardRowsByIds(ids)).map((row) => [row.id, row]));
      expect(cards.rows).toEqual(ids.map((id) => byId.get(id)));
    }
  });

  it('answers a known total of the same keyword without counting, when it holds for the page', async () => {
    // Seven match ("more than 3"). A known total is taken as it is, so a wrong one shows that
    // nothing counted.
    const exact = await inOneStatement(() =>
      list.cardPage(criteria('cook', 0, 2), { total: 2, countedTo: 100 }),
    );
    expect(exact).toMatchObject({ total: 2, counted: false, countedTo: CAP + 1 });
    expect(exact.rows).toHaveLength(2);
    // "At least four" answers a page that counts to four; one past the cap counts to six.
    const atLeast = { total: CAP + 1, countedTo: CAP + 1 };
    expect(await page('cook', 0, 2)).toMatchObject({ total: CAP + 1, counted: true });
    expect(await list.page(criteria('cook', 0, 2), atLeast)).toMatchObject({
      total: CAP + 1,
      counted: false,
    });
    const deep = await inOneStatement(() => list.page(criteria('cook', 4, 2), atLeast));
    expect(deep).toMatchObject({ total: 7, counted: true, countedTo: 7 });
  });

  it('derives what a count would answer from a known total', () => {
    expect(keptCount(undefined, 1001)).toBeUndefined();
    // Exact totals answer any page, up to its own limit.
    expect(keptCount({ total: 40, countedTo: 1001 }, 1001)).toBe(40);
    expect(keptCount({ total: 1200, countedTo: 1301 }, 1001)).toBe(1001);
    expect(keptCount({ total: 12, countedTo: Infinity }, Infinity)).toBe(12);
    // "At least" totals answer a page whose limit is no higher.
    expect(keptCount({ total: 1001, countedTo: 1001 }, 1001)).toBe(1001);
    expect(keptCount({ total: 1301, countedTo: 1301 }, 1001)).toBe(1001);
    expect(keptCount({ total: 1001, countedTo: 1001 }, 1301)).toBeUndefined();
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'keeps no statistics of the documents, so no plan scans every document',
    async () => {
      const rows = await sql<{ table: string; column: string; target: number }>`
        select c.relname as table, a.attname as column, a.attstattarget as target
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relname in ('job_offer_search', 'job_offer_search_employer', 'job_offer_search_class')
          and a.atttypid = 'tsvector'::regtype and not a.attisdropped and c.relnamespace = (
            select oid from pg_namespace where nspname = current_schema())
        order by 1, 2`.execute(ctx.database.db);
      expect(rows.rows).toEqual([
        { table: 'job_offer_search', column: 'document', target: 0 },
        { table: 'job_offer_search', column: 'month_document', target: 0 },
        { table: 'job_offer_search', column: 'rank_document', target: 0 },
        { table: 'job_offer_search_class', column: 'rank_document', target: 0 },
        { table: 'job_offer_search_employer', column: 'rank_document', target: 0 },
      ]);
    },
  );
});
