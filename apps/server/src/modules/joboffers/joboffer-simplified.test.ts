import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JobOfferDetailSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('vacancies read in Simplified Chinese', () => {
  let ctx: TestContext;
  let id: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    const employerId = await createEmployer(ctx.database.db, { name_cn: '澳門廚藝餐廳有限公司' });
    id = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      title_cn: '中菜廚師',
      description_cn: '負責點心製作，需有衞生證書。',
    });
  });

  const detail = async (language: string) => {
    const res = await ctx.app.inject({
      url: buildPath(PATHS.jobOffer, { id }),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return JobOfferDetailSchema.parse(res.json());
  };

  it.each(['zh-Hans', 'zh-CN', 'zh-cn,zh;q=0.9'])(
    'are shown converted for Accept-Language %s',
    async (language) => {
      const vacancy = await detail(language);
      expect(vacancy.jobOfferTitle).toBe('中菜厨师');
      expect(vacancy.companyName).toBe('澳门厨艺餐厅有限公司');
      expect(vacancy.jobDescription).toContain('负责点心制作');
    },
  );

  it('keep the Traditional text for zh and at their source', async () => {
    const vacancy = await detail('zh');
    expect(vacancy.jobOfferTitle).toBe('中菜廚師');
    expect(vacancy.companyName).toBe('澳門廚藝餐廳有限公司');
    const row = await ctx.database.db
      .selectFrom('job_offer')
      .select(['title_cn', 'description_cn'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title_cn: '中菜廚師', description_cn: '負責點心製作，需有衞生證書。' });
  });

  it('list them converted too, each language cached on its own', async () => {
    const list = async (language: string) =>
      (
        await ctx.app.inject({
          url: PATHS.localVacancy,
          query: { page: '0', size: '50' },
          headers: { 'accept-language': language },
        })
      ).json() as { content: { id: number; jobOfferTitle: string }[] };
    const traditional = (await list('zh')).content.find((v) => v.id === id);
    const simplified = (await list('zh-Hans')).content.find((v) => v.id === id);
    expect(traditional?.jobOfferTitle).toBe('中菜廚師');
    expect(simplified?.jobOfferTitle).toBe('中菜厨师');
  });
});
