import { describe, expect, it } from 'vitest';
import {
  buildPath,
  PATHS,
  VACANCY_TRANSLATED_FIELDS,
  type JobOfferCard,
  type JobOfferDetail,
  type Page,
  type VacancyTranslatedField,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/** Each translated field of the vacancy answer: its columns (`<base>_cn/_pt/_en`) and a Chinese text. */
const COLUMNS: Record<Exclude<VacancyTranslatedField, 'companyName'>, [string, string]> = {
  jobOfferTitle: ['title', '護士'],
  workingArea: ['working_area', '氹仔'],
  hashTag: ['hashtags', '["醫療保險","年終獎金"]'],
  experienceSkill: ['experience', '兩年護理經驗'],
  workingTime: ['working_time', '輪班'],
  jobDescription: ['description', '照顧病人。'],
  additionalMessage: ['additional_message', '歡迎應屆畢業生。'],
  contactName: ['contact_name', '陳小姐'],
};
const EMPLOYER = '仁伯爵綜合醫院';

/**
 * A vacancy written in Chinese only: its Portuguese and English texts empty (`[]` hashtags, as
 * the seed writes them), or copies of the Chinese (as publishing writes them).
 */
async function chineseOnly(ctx: TestContext, other: 'empty' | 'copied'): Promise<number> {
  const columns: Record<string, string> = {};
  for (const [base, zh] of Object.values(COLUMNS)) {
    const empty = base === 'hashtags' ? '[]' : '';
    columns[`${base}_cn`] = zh;
    columns[`${base}_pt`] = other === 'empty' ? empty : zh;
    columns[`${base}_en`] = other === 'empty' ? empty : zh;
  }
  const employer = await createEmployer(ctx.database.db, {
    name_cn: EMPLOYER,
    name_pt: other === 'empty' ? '' : EMPLOYER,
    name_en: other === 'empty' ? '' : EMPLOYER,
  });
  return createVacancy(ctx.database.db, {
    ...columns,
    employer_id: employer,
    is_show_additional_message: 1,
    published_at: '2026-11-10T02:00:00.000Z',
  });
}

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp();
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

async function detail(ctx: TestContext, id: number, lang: string): Promise<JobOfferDetail> {
  const res = await ctx.app.inject({
    url: buildPath(PATHS.jobOffer, { id }),
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobOfferDetail>();
}

async function card(ctx: TestContext, id: number, lang: string): Promise<JobOfferCard> {
  const res = await ctx.app.inject({
    url: `${PATHS.localVacancy}?page=0&size=50`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<Page<JobOfferCard>>().content.find((c) => c.id === id);
  expect(found).toBeDefined();
  return found!;
}

describe('a vacancy’s texts missing in the asked language', () => {
  for (const other of ['empty', 'copied'] as const) {
    it(`are the Chinese ones, each marked as such (Portuguese and English ${other})`, async () => {
      const ctx = await setup();
      const id = await chineseOnly(ctx, other);
      const zh = await detail(ctx, id, 'zh');
      expect(zh.inChinese).toBeUndefined();
      expect(zh.hashTag).toEqual(['醫療保險', '年終獎金']);
      expect(zh.companyName).toBe(EMPLOYER);
      for (const lang of ['pt', 'en']) {
        const answer = await detail(ctx, id, lang);
        // Every translated field of the answer: the Chinese text, named in `inChinese`.
        for (const field of VACANCY_TRANSLATED_FIELDS) {
          expect(answer[field], `${field} (${lang})`).toEqual(zh[field]);
          expect(answer[field], `${field} (${lang})`).not.toEqual(field === 'hashTag' ? [] : '');
        }
        expect([...(answer.inChinese ?? [])].sort()).toEqual([...VACANCY_TRANSLATED_FIELDS].sort());
        // The list's card says the same of the fields it shows.
        const listed = await card(ctx, id, lang);
        for (const field of listed.inChinese ?? [])
          expect((listed as Record<string, unknown>)[field]).toEqual(zh[field]);
        expect([...(listed.inChinese ?? [])].sort()).toEqual(
          VACANCY_TRANSLATED_FIELDS.filter((field) => field in listed).sort(),
        );
      }
    });
  }

  it('leave a vacancy written in every language unmarked, and a text alike in all of them', async () => {
    const ctx = await setup();
    const employer = await createEmployer(ctx.database.db, {
      name_cn: 'MGM',
      name_pt: 'MGM',
      name_en: 'MGM',
    });
    const id = await createVacancy(ctx.database.db, {
      employer_id: employer,
      published_at: '2026-11-10T02:00:00.000Z',
    });
    for (const lang of ['zh', 'pt', 'en']) {
      const answer = await detail(ctx, id, lang);
      expect(answer.inChinese, lang).toBeUndefined();
      expect(answer.companyName).toBe('MGM');
    }
    expect((await detail(ctx, id, 'pt')).hashTag).toEqual(['restauração']);
  });
});
