import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobOfferPageSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
  type VacancyOverrides,
} from '../../../test/factories/search-vacancies.ts';
import * as tiersMigration from './migrations/202611222300-job-offer-search-tiers.ts';
import { insertJobClasses } from './job-classes.write.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const LANGUAGES = ['zh', 'pt', 'en'] as const;

/** A vacancy published on day `day` of November 2026 (a later day is newer). */
function onDay(day: number, overrides: VacancyOverrides): VacancyOverrides {
  const at = `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`;
  return { published_at: at, created_at: at, updated_at: at, ...overrides };
}

/** Plain texts that match none of the keywords below, for the parts a vacancy leaves alone. */
const PLAIN = {
  description_cn: '負責日常工作。',
  description_pt: 'Trabalho diário.',
  description_en: 'Daily work.',
  hashtags_cn: '[]',
  hashtags_pt: '[]',
  hashtags_en: '[]',
};

describe('search ranking: exact title, title, employer, job class, description; newest first', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    // Classes whose names alone hold the Portuguese and the English keyword.
    await insertJobClasses(db, [
      {
        id: 303,
        group_id: 3,
        name_cn: '廚師及助理',
        name_pt: 'Cozinheiros e ajudantes',
        name_en: 'Kitchen staff',
        is_active: 1,
        sort_order: 3,
      },
      {
        id: 602,
        group_id: 3,
        name_cn: '巡邏',
        name_pt: 'Rondas',
        name_en: 'Security guards and patrols',
        is_active: 1,
        sort_order: 4,
      },
    ]);
    const vacancy = (key: string, day: number, overrides: VacancyOverrides) =>
      createVacancy(db, onDay(day, { ...PLAIN, ...overrides })).then((id) => (ids[key] = id));

    // 保安 (zh): the class-only match is newer than the title matches, the description newest.
    await vacancy('zhExact', 1, { title_cn: '保安', title_pt: 'Guarda', title_en: 'Guard' });
    await vacancy('zhTitleOld', 2, {
      title_cn: '保安員',
      title_pt: 'Vigilante',
      title_en: 'Watchman',
    });
    await vacancy('zhTitleNew', 4, {
      title_cn: '夜班保安員',
      title_pt: 'Vigilante nocturno',
      title_en: 'Night watchman',
    });
    await vacancy('zhEmployer', 5, {
      employer_id: await createEmployer(db, { name_cn: '明星保安有限公司' }),
      title_cn: '看更',
      title_pt: 'Porteiro',
      title_en: 'Doorman',
    });
    await vacancy('zhClass', 8, {
      job_class_group_id: 6,
      job_class_id: 601,
      title_cn: '護衛員',
      title_pt: 'Escolta',
      title_en: 'Escort',
    });
    await vacancy('zhDescription', 9, {
      title_cn: '停車場服務員',
      title_pt: 'Empregado de parque',
      title_en: 'Car park attendant',
      description_cn: '協助保安巡邏停車場。',
    });

    // cozinheiro (pt): 廚師 titles before kitchen helpers found only through their class.
    await vacancy('ptExact', 1, { title_cn: '廚師', title_pt: 'Cozinheiro', title_en: 'Chef' });
    await vacancy('ptTitleOld', 2, {
      job_title_id: 501,
      title_cn: '中廚師',
      title_pt: '',
      title_en: '',
    });
    await vacancy('ptTitleNew', 3, {
      title_cn: '總廚',
      title_pt: 'Cozinheiro-chefe',
      title_en: 'Head chef',
    });
    await vacancy('ptEmployer', 5, {
      employer_id: await createEmployer(db, { name_pt: 'O Cozinheiro Feliz, Limitada' }),
      title_cn: '收銀員',
      title_pt: 'Caixa',
      title_en: 'Cashier',
    });
    await vacancy('ptClass', 8, {
      job_class_id: 303,
      title_cn: '廚房助理',
      title_pt: 'Ajudante de cozinha',
      title_en: 'Kitchen helper',
    });
    await vacancy('ptDescription', 9, {
      title_cn: '洗碗工',
      title_pt: 'Lavador de loiça',
      title_en: 'Dishwasher',
      description_pt: 'Apoio ao cozinheiro na limpeza.',
    });

    // security guard (en): two words, every one in the same part.
    await vacancy('enExact', 1, {
      title_cn: '護衛',
      title_pt: 'Segurança',
      title_en: 'SECURITY guard',
    });
    await vacancy('enTitle', 2, {
      title_cn: '高級護衛',
      title_pt: 'Segurança sénior',
      title_en: 'Senior security guard',
    });
    await vacancy('enEmployer', 4, {
      employer_id: await createEmployer(db, { name_en: 'Guard Security Limited' }),
      title_cn: '接待員',
      title_pt: 'Rececionista',
      title_en: 'Receptionist',
    });
    await vacancy('enClass', 6, {
      job_class_id: 602,
      title_cn: '巡查員',
      title_pt: 'Inspector',
      title_en: 'Patroller',
    });
    // The words spread over the title and the description: the last tier, with descriptions.
    await vacancy('enSpread', 7, {
      title_cn: '主任',
      title_pt: 'Oficial',
      title_en: 'Security officer',
      description_en: 'Leads the guard team.',
    });
    await vacancy('enDescription', 8, {
      title_cn: '司機',
      title_pt: 'Motorista',
      title_en: 'Driver',
      description_en: 'Drives the security guard van.',
    });

    await ctx.app.services.jobOfferSearch.indexPending();
  });

  async function order(keyword: string, lang: string, sort?: string): Promise<number[]> {
    const qs = new URLSearchParams({ keyword, ...(sort ? { sort } : {}) });
    const res = await ctx.app.inject({
      url: `${PATHS.jobOfferSearch}?${qs}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
  }

  it.each(LANGUAGES)('ranks the tiers for 保安, the same in %s', async (lang) => {
    expect(await order('保安', lang)).toEqual([
      ids.zhExact,
      ids.zhTitleNew,
      ids.zhTitleOld,
      ids.zhEmployer,
      ids.zhClass,
      ids.zhDescription,
    ]);
  });

  it.each(LANGUAGES)('ranks the tiers for cozinheiro, the same in %s', async (lang) => {
    expect(await order('cozinheiro', lang)).toEqual([
      ids.ptExact,
      ids.ptTitleNew,
      ids.ptTitleOld,
      ids.ptEmployer,
      ids.ptClass,
      ids.ptDescription,
    ]);
  });

  it.each(LANGUAGES)('ranks the tiers for security guard, the same in %s', async (lang) => {
    expect(await order('Security  Guard', lang)).toEqual([
      ids.enExact,
      ids.enTitle,
      ids.enEmployer,
      ids.enClass,
      ids.enDescription,
      ids.enSpread,
    ]);
  });

  it('matches an exact title folded, in any of its languages', async () => {
    // Case, accents and punctuation aside, `cozinheiro chefe` is the whole Portuguese title.
    expect((await order('COZINHEIRO chefe!', 'zh'))[0]).toBe(ids.ptTitleNew);
    expect((await order('guard', 'en'))[0]).toBe(ids.zhExact);
  });

  it('keeps the asked sort when one is asked: newest first', async () => {
    expect(await order('保安', 'zh', 'publishDate,desc')).toEqual([
      ids.zhDescription,
      ids.zhClass,
      ids.zhEmployer,
      ids.zhTitleNew,
      ids.zhTitleOld,
      ids.zhExact,
    ]);
  });

  it('reindexes every vacancy after the migration that adds the tiers', async () => {
    const db = ctx.database.db;
    const total = (await order('保安', 'zh')).length;
    await tiersMigration.down(db);
    // Mark every vacancy as indexed in the former index, as a running server would have.
    if (ctx.database.dialect === 'postgres') {
      await sql`update job_offer_search set indexed_at = '9999-12-31T00:00:00.000Z'`.execute(db);
    } else {
      await sql`insert into job_offer_search (job_offer_id, indexed_at)
        select id, '9999-12-31T00:00:00.000Z' from job_offer`.execute(db);
    }
    await tiersMigration.up(db);
    const vacancies = await db
      .selectFrom('job_offer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(Number(vacancies.n));
    expect(await order('保安', 'zh')).toHaveLength(total);
    expect((await order('保安', 'zh'))[0]).toBe(ids.zhExact);
  });
});
