import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { profileSections, seedReferenceOptions } from '../../test/factories/profile.ts';
import { buildTestApp } from '../../test/helper.ts';
import type { App } from './types.ts';

/** Strings `Number()` reads as a number that are not a plain positive integer. */
const NOT_PLAIN = ['1e3', '1.0', ' 12', '0x1', '+5', '012', ''];

describe('validation failures', () => {
  let app: App;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = (await buildTestApp()).app;
    await seedReferenceOptions(app.db);
    headers = bearer(await loginAs(app));
  });

  const favorite = (method: 'POST' | 'DELETE', jobOfferId: string) =>
    app.inject({
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

  it('takes a plain positive integer jobOfferId: past validation, no such vacancy', async () => {
    const res = await favorite('POST', '12');
    expect(res.json().code).toBe('BE_JOBOFFER_INVALID');
  });

  it.each(NOT_PLAIN.filter(Boolean))('refuses the vacancy id %j in the path', async (id) => {
    const res = await app.inject({
      method: 'GET',
      url: buildPath(PATHS.jobOffer, { id }),
    });
    expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
    const page = await app.inject({
      method: 'GET',
      url: `${PATHS.localVacancy}?page=${encodeURIComponent(id)}`,
    });
    expect(page.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.page'] });
  });

  it('takes a vacancy id and a page written as plain integers', async () => {
    const res = await app.inject({ method: 'GET', url: buildPath(PATHS.jobOffer, { id: '12' }) });
    expect(res.json().code).toBe('BE_JOBOFFER_INVALID');
    const page = await app.inject({
      method: 'GET',
      url: `${PATHS.localVacancy}?page=0&size=5`,
    });
    expect(page.statusCode, page.body).toBe(200);
  });

  it('names the message of a missing CV name', async () => {
    const res = await app.inject({
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
    const { contactInfo: _left, ...sections } = profileSections();
    const body = { ...sections, isPublic: 0 };
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: PATHS.profileSimple, headers, payload });
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
    const res = await app.inject({
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
