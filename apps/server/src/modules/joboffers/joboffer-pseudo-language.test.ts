import { afterAll, describe, expect, it } from 'vitest';
import { allowPseudoLanguages, buildPath, JobOfferDetailSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

/** A vacancy read with Accept-Language `language` from an app built with `env`. */
async function vacancyIn(env: Record<string, string>, language: string) {
  const ctx: TestContext = await buildTestApp({ env });
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  const id = await createVacancy(ctx.database.db, {
    title_en: 'Cook',
    description_en: 'Prepare dim sum.',
  });
  const res = await ctx.app.inject({
    url: buildPath(PATHS.jobOffer, { id }),
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return JobOfferDetailSchema.parse(res.json());
}

describe('the test language en-XA on the wire', () => {
  afterAll(() => allowPseudoLanguages(false));

  it('is answered in, English pseudo-localized, where PSEUDO_LANGUAGES=1', async () => {
    const vacancy = await vacancyIn({ PSEUDO_LANGUAGES: '1' }, 'en-XA');
    expect(vacancy.jobOfferTitle).toBe('[Çööķ ~~]');
    expect(vacancy.jobDescription).toMatch(/^\[Þŕéþàŕé đíɱ šûɱ\. [~ ]+\]$/u);
  });

  it('is English elsewhere: never chosen by Accept-Language', async () => {
    const vacancy = await vacancyIn({}, 'en-XA');
    expect(vacancy.jobOfferTitle).toBe('Cook');
    expect(vacancy.jobDescription).toBe('Prepare dim sum.');
  });

  it('leaves the real languages as they were, switched on', async () => {
    expect((await vacancyIn({ PSEUDO_LANGUAGES: '1' }, 'en-US,en;q=0.9')).jobOfferTitle).toBe(
      'Cook',
    );
    const zh = await vacancyIn({ PSEUDO_LANGUAGES: '1' }, 'zh-MO');
    expect(zh.jobOfferTitle).not.toMatch(/[[\]]|Cook/);
  });
});
