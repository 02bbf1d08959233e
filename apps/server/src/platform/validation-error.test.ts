import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../test/factories/search-vacancies.ts';
import { profileInput, seedReferenceOptions } from '../../test/factories/profile.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

const NOW = '2026-11-22T02:00:00.000Z';
/** Strings `Number()` reads as a number that are not a plain positive integer. */
const NOT_PLAIN = ['1e3', '1.0', ' 12', '0x1', '+5', '012', ''];

describe('validation failures', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let vacancy: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    await seedReferenceOptions(db);
    vacancy = await createVacancy(db, {
      employer_id: await createEmployer(db),
      published_at: '2026-11-20T02:00:00.000Z',
    });
    headers = bearer(await loginAs(ctx.app));
  });

  const favorite = (method: 'POST' | 'DELETE', jobOfferId: string) =>
    ctx.app.inject({
      method,
      url: `${PATHS.favorites}?jobOfferId=${encodeURIComponent(jobOfferId)}`,
      headers,
    });

  it.each(NOT_PLAIN)('refuses jobOfferId=%j on favourites with VALIDATION_FAIL', async (id) => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await favorite(method, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: ['querystring.jobOfferId'],
      });
    }
  });

  it('takes a plain positive integer jobOfferId', async () => {
    const res = await favorite('POST', String(vacancy));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContain(vacancy);
  });

  it.each(NOT_PLAIN.filter(Boolean))('refuses the vacancy id %j in the path', async (id) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: buildPath(PATHS.jobOffer, { id }),
    });
    expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.localVacancy}?page=${encodeURIComponent(id)}`,
    });
    expect(page.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.page'] });
  });

  it('serves a vacancy and a page named by plain integers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: buildPath(PATHS.jobOffer, { id: String(vacancy) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.localVacancy}?page=0&size=5`,
    });
    expect(page.statusCode, page.body).toBe(200);
  });

  it('names the message of a missing CV name', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: buildPath(PATHS.cv, { cvUid: 'cv-1' }),
      headers,
      payload: {},
    });
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.cvName', 'validation.required'],
    });
  });

  it('names the message of a missing or malformed resume section', async () => {
    const p = profileInput();
    const body = {
      personalInfo: {
        nameCn: p.nameCn,
        sex: p.sex,
        bod: p.bod,
        isDisability: 0,
        typeLivinglocationId: p.typeLivinglocationId,
      },
      degreeInfo: { educationList: p.educationList },
      languageInfo: {
        cantoneseSpeakingLevel: 3,
        mandarinSpeakingLevel: 3,
        chineseWritingLevel: 3,
        portugueseSpeakingLevel: 3,
        portugueseWritingLevel: 3,
        englishSpeakingLevel: 3,
        englishWritingLevel: 3,
      },
      isPublic: 0,
    };
    const send = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: PATHS.profileSimple, headers, payload });
    expect((await send(body)).json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.contactInfo', 'validation.required'],
    });
    expect((await send({ ...body, contactInfo: 'x' })).json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.contactInfo', 'validation.invalid'],
    });
  });

  it('gives every body failure a message key, the generic one when the schema has none', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.favoritesSaveBatch,
      headers,
      payload: { not: 'a list' },
    });
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body', 'validation.invalid'],
    });
  });
});
