import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, dialectUnderTest, type TestContext } from '../../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../../test/factories/search-vacancies.ts';
import * as nameTiersMigration from '../migrations/202611261000-job-offer-search-name-tiers.ts';
import { compileSearch } from './query-builder.ts';
import { SearchRepository } from './search.repository.ts';

/**
 * The employer tier compares the employer's names as the index last read them (on PostgreSQL
 * kept once per employer, migration 202611261000). `older` matches the keyword by its employer's
 * name, `newer` by its description only: by relevance `older` comes first.
 */
describe('the employer tier and the names the index was given', () => {
  let ctx: TestContext;
  let search: SearchRepository;
  let employer: number;
  let older: number;
  let newer: number;

  /** The ids a keyword finds, by relevance (tier, then newest). */
  async function ranked(keyword: string): Promise<number[]> {
    const compiled = compileSearch(keyword);
    if (!compiled) throw new Error('nothing to search');
    const page = await search.page(compiled, {
      filter: sql`(j.removed_at is null)`,
      sortKeys: (tier) => [
        { expr: tier, desc: false },
        { expr: sql`j.published_at`, desc: true },
        { expr: sql`j.id`, desc: true },
      ],
      limit: 10,
      offset: 0,
    });
    return page.ids;
  }

  beforeAll(async () => {
    ctx = await buildTestApp();
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    employer = await createEmployer(db, { name_en: 'Harbour Lights Limited' });
    older = await createVacancy(db, {
      employer_id: employer,
      title_en: 'Storekeeper',
      published_at: '2026-11-10T02:00:00.000Z',
    });
    newer = await createVacancy(db, {
      employer_id: await createEmployer(db, { name_en: 'Lantern Works Limited' }),
      title_en: 'Storekeeper',
      description_en: 'Stores by the harbour and the quay.',
      published_at: '2026-11-12T02:00:00.000Z',
    });
    await ctx.app.services.jobOfferSearch.indexPending();
    search = new SearchRepository(db, ctx.database.dialect);
  });

  it('ranks a vacancy by its employer’s new name once the vacancy is reindexed', async () => {
    expect(await ranked('harbour')).toEqual([older, newer]);
    await ctx.database.db
      .updateTable('employer')
      .set({ name_en: 'Quay Lights Limited' })
      .where('id', '=', employer)
      .execute();
    await ctx.app.services.jobOfferSearch.indexIds([older]);
    expect(await ranked('harbour')).toEqual([newer]);
    // A stale employer name would leave `older` found by its document only, after `newer`.
    expect(await ranked('quay')).toEqual([older, newer]);
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'follows a vacancy moved to another employer at once, without reindexing',
    async () => {
      await ctx.database.db
        .updateTable('job_offer')
        .set({ employer_id: employer })
        .where('id', '=', newer)
        .execute();
      // Both are now in the employer tier: the newest first.
      expect(await ranked('quay')).toEqual([newer, older]);
    },
  );

  it.runIf(dialectUnderTest === 'postgres')(
    'reindexes every vacancy after the migration that adds the name tables',
    async () => {
      const db = ctx.database.db;
      const before = await ranked('quay');
      await nameTiersMigration.down(db);
      await nameTiersMigration.up(db);
      expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(2);
      expect(await ranked('quay')).toEqual(before);
    },
  );
});
