import { beforeAll, describe, expect, it } from 'vitest';
import { JobOfferPageSchema, locatedRuns, PATHS, searchTerms } from '@vaga/contract';
import { foldHan, hanFoldingTable } from '@vaga/contract/search-han-folding';
import { sql } from 'kysely';
import { buildTestApp, type TestContext } from '../../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../../test/factories/search-vacancies.ts';
import { up as rebuildFolded } from '../migrations/202611290000-job-offer-search-han-folding.ts';
import { indexTokens } from './tokenizer.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/** Whether the shared folding marks every term of `keyword` in `text`, as the web highlights. */
function marksAll(text: string, keyword: string): boolean {
  const runs = locatedRuns(text, foldHan).filter((r) => r.kind === 'han');
  return searchTerms(keyword, foldHan).every((t) => runs.some((r) => r.text.includes(t.token)));
}

describe('the folding of Chinese scripts', () => {
  it('reads Traditional, Hong Kong and Simplified characters alike, keeping lengths', () => {
    expect(foldHan('廚師')).toBe('厨师');
    expect(foldHan('厨师')).toBe('厨师');
    expect(foldHan('衞生')).toBe(foldHan('衛生'));
    expect(foldHan('衞生')).toBe('卫生');
    expect(foldHan('保安員')).toBe('保安员');
    for (const [char, folded] of hanFoldingTable()) {
      expect(folded.length).toBe(char.length);
      expect(foldHan(folded)).toBe(folded);
    }
  });

  it('gives the index and the query the same tokens in either script', () => {
    expect(indexTokens('中菜廚師')).toEqual(indexTokens('中菜厨师'));
    expect(searchTerms('廚師', foldHan)).toEqual(searchTerms('厨师', foldHan));
  });
});

describe('keyword search across Chinese scripts', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    ids.traditional = await createVacancy(db, {
      title_cn: '中菜廚師',
      title_pt: 'Cozinheiro',
      title_en: 'Cook',
      published_at: '2026-11-10T02:00:00.000Z',
    });
    ids.simplified = await createVacancy(db, {
      title_cn: '西餐厨师',
      title_pt: 'Cozinheiro',
      title_en: 'Cook',
      published_at: '2026-11-12T02:00:00.000Z',
    });
    ids.guard = await createVacancy(db, {
      title_cn: '保安員',
      title_pt: 'Guarda',
      title_en: 'Guard',
      description_cn: '負責衞生巡查。',
      published_at: '2026-11-05T02:00:00.000Z',
    });
    expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(3);
  });

  async function found(keyword: string) {
    const res = await ctx.app.inject({
      url: `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    return JobOfferPageSchema.parse(res.json());
  }

  it('finds vacancies written in either script with a keyword in either, marking their titles', async () => {
    for (const keyword of ['廚師', '厨师', '厨師']) {
      const result = await found(keyword);
      expect(result.content.map((c) => c.id)).toEqual([ids.simplified, ids.traditional]);
      expect(result.totalElements).toBe(2);
      for (const card of result.content) expect(marksAll(card.jobOfferTitle, keyword)).toBe(true);
    }
    expect((await found('保安员')).content.map((c) => c.id)).toEqual([ids.guard]);
    expect((await found('卫生')).content.map((c) => c.id)).toEqual([ids.guard]);
    expect(marksAll('護衛員', '保安')).toBe(false);
  });

  it('ranks an exact title in the other script as an exact title', async () => {
    const exact = await createVacancy(ctx.database.db, {
      title_cn: '厨师',
      published_at: '2026-11-01T02:00:00.000Z',
    });
    await ctx.app.services.jobOfferSearch.indexIds([exact]);
    ctx.clock.advance(60_000);
    expect((await found('廚師')).content.map((c) => c.id)[0]).toBe(exact);
  });

  it('finds vacancies indexed before the folding once the migration has had them rebuilt', async () => {
    const db = ctx.database.db;
    // An entry as written before the folding: its tokens hold Traditional characters only.
    const old = await createVacancy(db, {
      title_cn: '點心師傅',
      published_at: '2026-11-02T02:00:00.000Z',
    });
    await ctx.app.services.jobOfferSearch.indexIds([old]);
    if (ctx.app.dialect === 'postgres') {
      await sql`update job_offer_search set document = cast('點心 心師 師傅' as tsvector),
        rank_document = ''::tsvector where job_offer_id = ${old}`.execute(db);
    } else {
      await sql`delete from job_offer_fts where rowid = ${old}`.execute(db);
      await sql`insert into job_offer_fts (rowid, title_tokens, employer_tokens, class_tokens,
        body_tokens, exact_tokens) values (${old}, '點心 心師 師傅', '', '', '', '')`.execute(db);
    }
    ctx.clock.advance(60_000);
    expect((await found('点心师傅')).totalElements).toBe(0);

    await rebuildFolded(db);
    expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(5);
    ctx.clock.advance(60_000);
    expect((await found('点心师傅')).content.map((c) => c.id)).toEqual([old]);
    expect((await found('點心師傅')).content.map((c) => c.id)).toEqual([old]);
  });
});
