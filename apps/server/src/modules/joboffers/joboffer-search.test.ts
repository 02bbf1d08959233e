import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JobOfferPageSchema, LIMITS, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp();
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

function page(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(200);
  return JobOfferPageSchema.parse(res.json());
}

describe('keyword search', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await setup();
    const db = ctx.database.db;
    // A cook whose texts are all Chinese: found in pt/en only through its job title and class.
    ids.cook = await createVacancy(db, {
      job_class_group_id: 3,
      job_class_id: 301,
      job_title_id: 501,
      title_cn: '中廚師',
      title_pt: '',
      title_en: '',
      description_cn: '負責炒鑊。',
      description_pt: '',
      description_en: '',
      hashtags_pt: '[]',
      hashtags_en: '[]',
      published_at: '2026-11-10T02:00:00.000Z',
    });
    ids.kitchenHelper = await createVacancy(db, {
      job_class_group_id: 3,
      job_class_id: 301,
      title_cn: '廚房助理',
      title_pt: 'Ajudante de cozinha',
      title_en: 'Kitchen helper',
      published_at: '2026-11-12T02:00:00.000Z',
    });
    ids.guard = await createVacancy(db, {
      job_class_group_id: 6,
      job_class_id: 601,
      title_cn: '保安員',
      title_pt: 'Guarda de segurança',
      title_en: 'Security guard',
      published_at: '2026-11-05T02:00:00.000Z',
    });
    ids.guardSupervisor = await createVacancy(db, {
      job_class_group_id: 6,
      job_class_id: 601,
      title_cn: '保安主任',
      title_pt: 'Supervisor de segurança',
      title_en: 'Security supervisor',
      published_at: '2026-11-06T02:00:00.000Z',
    });
    ids.direccao = await createVacancy(db, {
      title_cn: '行政助理',
      title_pt: 'Assistente da Direcção',
      title_en: 'Management assistant',
      published_at: '2026-11-07T02:00:00.000Z',
    });
    // Mentions 保安 only in its description, and is the newest: ranks after the titled ones.
    ids.mentionsGuard = await createVacancy(db, {
      title_cn: '停車場服務員',
      title_pt: 'Empregado de parque',
      title_en: 'Car park attendant',
      description_cn: '協助保安巡邏。',
      published_at: '2026-11-20T02:00:00.000Z',
    });
    expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(6);
  });

  async function search(query: Record<string, string | number>, lang = 'zh') {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return ctx.app.inject({
      url: `${PATHS.jobOfferSearch}?${qs}`,
      headers: { 'accept-language': lang },
    });
  }

  it('finds every vacancy holding a 1-character Chinese keyword', async () => {
    const result = page(await search({ keyword: '廚' }));
    expect(result.content.map((c) => c.id).sort()).toEqual([ids.cook, ids.kitchenHelper].sort());
    expect(result.totalElements).toBe(2);
  });

  it('finds 2- and 3-character Chinese keywords through bigrams', async () => {
    expect(page(await search({ keyword: '廚師' })).content.map((c) => c.id)).toEqual([ids.cook]);
    expect(page(await search({ keyword: '保安員' })).content.map((c) => c.id)).toEqual([ids.guard]);
  });

  it('ranks title matches first, then the newest', async () => {
    const result = page(await search({ keyword: '保安' }));
    expect(result.content.map((c) => c.id)).toEqual([
      ids.guardSupervisor,
      ids.guard,
      ids.mentionsGuard,
    ]);
  });

  it('finds Chinese-titled vacancies with a Portuguese or English keyword', async () => {
    expect(page(await search({ keyword: 'cozinheiro' }, 'pt')).content.map((c) => c.id)).toEqual([
      ids.cook,
    ]);
    const cook = page(await search({ keyword: 'COOK' }, 'en'));
    expect(cook.content.map((c) => c.id)).toEqual([ids.cook]);
    // Texts missing in English fall back to Chinese.
    expect(cook.content[0].jobOfferTitle).toBe('中廚師');
  });

  it('folds diacritics: direccao finds Direcção', async () => {
    expect(page(await search({ keyword: 'direccao' })).content.map((c) => c.id)).toEqual([
      ids.direccao,
    ]);
  });

  it('treats operators and quotes as plain text and finds nothing for punctuation only', async () => {
    expect(page(await search({ keyword: '保安" OR "廚' })).totalElements).toBe(0);
    expect(page(await search({ keyword: '"*()' })).totalElements).toBe(0);
  });

  it('counts first-page searches with hits as hot searches, once enough clients searched', async () => {
    for (let i = 1; i <= LIMITS.hotKeywordMinClients; i += 1) {
      for (const keyword of ['保安', '保安 ', 'zzzz-nothing']) {
        await ctx.app.inject({
          url: `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}`,
          remoteAddress: `10.0.0.${i}`,
        });
      }
    }
    const res = await ctx.app.inject(PATHS.topKeywords);
    expect(res.statusCode).toBe(200);
    const top: string[] = res.json();
    expect(top[0]).toBe('保安');
    expect(top).not.toContain('zzzz-nothing');
  });

  it('reindexes a vacancy changed after it was indexed', async () => {
    await ctx.database.db
      .updateTable('job_offer')
      .set({ title_cn: '洗碗工', updated_at: '2026-11-21T00:00:00.000Z' })
      .where('id', '=', ids.kitchenHelper)
      .execute();
    expect(await ctx.app.services.jobOfferSearch.indexPending()).toBe(1);
    expect(page(await search({ keyword: '洗碗' })).content.map((c) => c.id)).toEqual([
      ids.kitchenHelper,
    ]);
  });
});

describe('filters and lists', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await setup();
    const db = ctx.database.db;
    ids.monthly = await createVacancy(db, {
      salary_amount: 15000,
      salary_monthly_equivalent: 15000,
      education_id: 4,
      experience_required_years: 2,
      published_at: '2026-11-01T02:00:00.000Z',
    });
    ids.daily = await createVacancy(db, {
      salary_amount: 500,
      salary_type_id: 2,
      salary_monthly_equivalent: 13000,
      education_id: 2,
      published_at: '2026-11-02T02:00:00.000Z',
    });
    ids.hourly = await createVacancy(db, {
      salary_amount: 60,
      salary_type_id: 3,
      salary_monthly_equivalent: 12480,
      job_class_group_id: 6,
      job_class_id: 601,
      experience_required_years: 5,
      published_at: '2026-11-03T02:00:00.000Z',
    });
    ids.event = await createVacancy(db, {
      published_at: '2026-11-04T02:00:00.000Z',
      event_id: null,
    });
    await ctx.app.services.jobOfferSearch.indexPending();
  });

  async function get(url: string, query: Record<string, string | number>) {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return ctx.app.inject(`${url}?${qs}`);
  }
  const searchIds = async (query: Record<string, string | number>) =>
    page(await get(PATHS.localVacancySearch, query)).content.map((c) => c.id);

  it('filters by monthly-equivalent salary, bounds included', async () => {
    expect(
      await searchIds({ equivalentMonthlySalaryFrom: 12480, equivalentMonthlySalaryTo: 13000 }),
    ).toEqual([ids.hourly, ids.daily]);
    expect(await searchIds({ equivalentMonthlySalaryFrom: 14000 })).toEqual([ids.monthly]);
  });

  it('filters by education, experience and years required', async () => {
    expect(await searchIds({ typeEducationId: 2 })).toEqual([ids.daily]);
    expect(await searchIds({ experience: 0 })).toEqual([ids.event, ids.daily]);
    expect(await searchIds({ experience: 1 })).toEqual([ids.hourly, ids.monthly]);
    expect(await searchIds({ experienceRequiredYears: 2 })).toEqual([
      ids.event,
      ids.daily,
      ids.monthly,
    ]);
  });

  it('sorts by salary when asked', async () => {
    expect(await searchIds({ sort: 'salary,desc' })).toEqual([
      ids.monthly,
      ids.daily,
      ids.hourly,
      ids.event,
    ]);
  });

  it('lists a job class and a subcategory, paged, newest first', async () => {
    const group = page(await get(PATHS.localVacancy, { categoryGroupId: 3, page: 0, size: 2 }));
    expect(group.totalElements).toBe(3);
    expect(group.content.map((c) => c.id)).toEqual([ids.event, ids.daily]);
    const second = page(await get(PATHS.localVacancy, { categoryGroupId: 3, page: 1, size: 2 }));
    expect(second.content.map((c) => c.id)).toEqual([ids.monthly]);
    const sub = page(await get(PATHS.localVacancy, { categoryGroupId: 6, categoryId: 601 }));
    expect(sub.content.map((c) => c.id)).toEqual([ids.hourly]);
    expect(sub.content[0]).toMatchObject({ salary: 60, salaryTypeName: '小時', isValid: 1 });
  });

  it('answers catalogue codes for bad input', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      [PATHS.localVacancy, { page: -1 }, 'querystring.page'],
      [PATHS.localVacancy, { size: 10_000 }, 'querystring.size'],
      [PATHS.localVacancy, { categoryGroupId: 99 }, 'querystring.categoryGroupId'],
      [PATHS.localVacancy, { categoryGroupId: 6, categoryId: 301 }, 'querystring.categoryId'],
      [
        PATHS.jobOfferSearch,
        { equivalentMonthlySalaryFrom: 9000, equivalentMonthlySalaryTo: 8000 },
        'querystring.equivalentMonthlySalaryFrom',
      ],
      [PATHS.jobOfferSearch, { keyword: 'x'.repeat(10_000) }, 'querystring.keyword'],
      [PATHS.jobOfferSearch, { typeEducationId: 55 }, 'querystring.typeEducationId'],
      [PATHS.jobOfferSearch, { sort: 'id;drop' }, 'querystring.sort'],
      [PATHS.jobOfferSearch, { experience: 'abc' }, 'querystring.experience'],
    ];
    for (const [url, query, field] of cases) {
      const res = await get(url, query);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: [field] });
    }
    const badId = await ctx.app.inject(buildPath(PATHS.jobOffer, { id: 'abc' }));
    expect(badId.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
  });
});

describe('validity', () => {
  it('is valid 4 months, then listed as expired, then removed 15 days later', async () => {
    const ctx = await setup();
    const { app, clock } = ctx;
    // Published 2026-11-22 10:00 in Macao.
    const id = await createVacancy(ctx.database.db, {
      published_at: NOW,
      is_show_additional_message: 1,
      additional_message_cn: '請帶備證件',
    });
    await app.services.jobOfferSearch.indexPending();
    const detail = () => app.inject(buildPath(PATHS.jobOffer, { id }));
    const listed = async () =>
      page(await app.inject(PATHS.localVacancy)).content.find((c) => c.id === id);

    expect((await detail()).json()).toMatchObject({
      id,
      isValid: 1,
      additionalMessage: '請帶備證件',
      expiryDate: '2027-03-22T02:00:00.000Z',
    });

    clock.set('2027-03-22T01:59:59.000Z');
    expect((await listed())?.isValid).toBe(1);
    clock.set('2027-03-22T02:00:00.000Z');
    expect((await listed())?.isValid).toBe(0);
    expect((await detail()).json().isValid).toBe(0);

    clock.set('2027-04-06T01:59:59.000Z');
    expect(await listed()).toBeDefined();
    clock.set('2027-04-06T02:00:00.000Z');
    expect(await listed()).toBeUndefined();
    const gone = await detail();
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [id] });

    // The sweep persists the removal; running it again (another instance) changes nothing.
    expect(await app.services.jobOfferList.sweepRemoved()).toBe(1);
    expect(await app.services.jobOfferList.sweepRemoved()).toBe(0);
    const row = await ctx.database.db
      .selectFrom('job_offer')
      .select('removed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.removed_at).toBe('2027-04-06T02:00:00.000Z');
    // Even with the clock back, a swept vacancy stays removed.
    clock.set(NOW);
    expect((await detail()).statusCode).toBe(410);
  });

  it('answers BE_JOBOFFER_INVALID for an unknown vacancy', async () => {
    const { app } = await setup();
    const res = await app.inject(buildPath(PATHS.jobOffer, { id: 123456 }));
    expect(res.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [123456] });
  });
});
