import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, dialectUnderTest, type TestContext } from '../../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../../test/factories/search-vacancies.ts';
import { createEvent } from '../../../../test/factories/events.ts';
import { compileSearch } from './query-builder.ts';
import { SearchRepository } from './search.repository.ts';

const SINCE = '2026-10-01T00:00:00.000Z';

describe('search hits and the vacancy columns they are filtered and sorted on', () => {
  let ctx: TestContext;
  let search: SearchRepository;
  const ids: number[] = [];

  /** The ids a keyword finds among listed local vacancies, with an extra condition and order. */
  async function found(keyword: string, condition = sql`1 = 1`, bySalary = false) {
    const compiled = compileSearch(keyword);
    if (!compiled) throw new Error('nothing to search');
    const page = await search.page(compiled, {
      filter: sql`(j.removed_at is null and j.published_at >= ${SINCE}
        and j.event_id is null and ${condition})`,
      sortKeys: (tier) =>
        bySalary
          ? [
              { expr: sql`j.salary_monthly_equivalent`, desc: true },
              { expr: sql`j.id`, desc: true },
            ]
          : [
              { expr: tier, desc: false },
              { expr: sql`j.published_at`, desc: true },
              { expr: sql`j.id`, desc: true },
            ],
      limit: 10,
      offset: 0,
    });
    return { ids: page.ids, total: page.total };
  }

  beforeAll(async () => {
    ctx = await buildTestApp();
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    for (const day of [10, 11, 12]) {
      ids.push(
        await createVacancy(db, {
          title_cn: '洗碗工',
          title_pt: 'Lavador de loiça',
          title_en: 'Dishwasher',
          published_at: `2026-11-${day}T02:00:00.000Z`,
        }),
      );
    }
    await ctx.app.services.jobOfferSearch.indexPending();
    search = new SearchRepository(db, ctx.database.dialect);
  });

  it('sees every change of those columns at once, without reindexing', async () => {
    const db = ctx.database.db;
    expect(await found('dishwasher')).toEqual({ ids: [ids[2], ids[1], ids[0]], total: 3 });

    // Written straight to the vacancy: the index is not told.
    await db
      .updateTable('job_offer')
      .set({ published_at: '2026-11-20T02:00:00.000Z' })
      .where('id', '=', ids[0])
      .execute();
    await db
      .updateTable('job_offer')
      .set({ removed_at: '2026-11-21T02:00:00.000Z' })
      .where('id', '=', ids[1])
      .execute();
    expect(await found('dishwasher')).toEqual({ ids: [ids[0], ids[2]], total: 2 });

    await db
      .updateTable('job_offer')
      .set({ salary_monthly_equivalent: 30000 })
      .where('id', '=', ids[2])
      .execute();
    expect((await found('dishwasher', sql`1 = 1`, true)).ids).toEqual([ids[2], ids[0]]);
    expect(await found('dishwasher', sql`j.salary_monthly_equivalent >= 20000`)).toEqual({
      ids: [ids[2]],
      total: 1,
    });

    await db
      .updateTable('job_offer')
      .set({
        job_class_group_id: 6,
        job_class_id: 601,
        education_id: 4,
        experience_required_years: 2,
      })
      .where('id', '=', ids[0])
      .execute();
    const moved = sql`j.job_class_group_id = 6 and j.job_class_id = 601 and j.education_id = 4
      and j.experience_required_years = 2`;
    expect(await found('dishwasher', moved)).toEqual({ ids: [ids[0]], total: 1 });

    await db.updateTable('job_offer').set({ removed_at: null }).where('id', '=', ids[1]).execute();
    expect((await found('dishwasher')).ids).toEqual([ids[0], ids[2], ids[1]]);
    const event = await createEvent(ctx.app);
    await db
      .updateTable('job_offer')
      .set({ event_id: event.id })
      .where('id', '=', ids[1])
      .execute();
    expect((await found('dishwasher')).ids).toEqual([ids[0], ids[2]]);
  });
});

describe.runIf(dialectUnderTest === 'postgres')('the search’s GIN indexes', () => {
  it('take writes into their tree at once: no pending list for every search to read', async () => {
    const ctx = await buildTestApp();
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    await createVacancy(ctx.database.db, { title_en: 'Cook' });
    await ctx.app.services.jobOfferSearch.indexPending();
    const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
      select relname, reloptions from pg_class
      where relname in ('job_offer_search_document_idx', 'job_offer_search_rank_idx',
          'job_offer_search_employer_rank_idx', 'job_offer_search_class_rank_idx')
        and relnamespace = current_schema()::regnamespace
      order by relname`.execute(ctx.database.db);
    expect(rows).toEqual([
      { relname: 'job_offer_search_class_rank_idx', reloptions: ['fastupdate=off'] },
      { relname: 'job_offer_search_document_idx', reloptions: ['fastupdate=off'] },
      { relname: 'job_offer_search_employer_rank_idx', reloptions: ['fastupdate=off'] },
      { relname: 'job_offer_search_rank_idx', reloptions: ['fastupdate=off'] },
    ]);
    const compiled = compileSearch('cook');
    const page = await new SearchRepository(ctx.database.db, 'postgres').page(compiled!, {
      filter: sql`(j.removed_at is null)`,
      sortKeys: (tier) => [
        { expr: tier, desc: false },
        { expr: sql`j.id`, desc: true },
      ],
      limit: 10,
      offset: 0,
    });
    expect(page.total).toBe(1);
  });
});
