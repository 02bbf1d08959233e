import { beforeAll, describe, expect, it } from 'vitest';
import { macaoToday, PATHS, shiftDate, type ProfileFormValues } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  profileInput,
  profileSections,
  seedReferenceOptions,
} from '../../../test/factories/profile.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

let app: App;
beforeAll(async () => {
  app = (await buildTestApp()).app;
  await seedReferenceOptions(app.db);
});

const seeker = async (who: Parameters<typeof loginAs>[1] = {}) => bearer(await loginAs(app, who));

function post(headers: Record<string, string>, overrides: Partial<ProfileFormValues>) {
  return app.inject({
    method: 'POST',
    url: PATHS.profile,
    headers,
    payload: profileInput(overrides),
  });
}

const personalInfo = (bod: string) => profileSections({ bod }).personalInfo;

describe('the birthday of the resume and the age rule', () => {
  it("refuses a minor by the provider's birth date, whatever birthday the resume says", async () => {
    const headers = await seeker('minor');
    const res = await post(headers, { bod: '1990-01-01' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'BE_SEEKER_AGE_MUST_GE_16', errorArgs: [] });
    const none = await app.inject({ method: 'GET', url: PATHS.profile, headers });
    expect(none.json().code).toBe('BE_PROFILE_NOT_FOUND');
  });

  it("refuses a birthday that differs from the provider's with BE_BIRTHDAY_MISMATCH", async () => {
    const headers = await seeker({ birthDate: '1990-05-01' });
    const res = await post(headers, { bod: '1991-05-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BE_BIRTHDAY_MISMATCH', errorArgs: [] });
    const same = await post(headers, { bod: '1990-05-01' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().bod).toBe('1990-05-01');
  });

  it('refuses a changed birthday on update, in v1 and in the personal section of v2', async () => {
    const headers = await seeker({ birthDate: '1990-05-01' });
    expect((await post(headers, { bod: '1990-05-01' })).statusCode).toBe(200);
    const v1 = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers,
      payload: profileInput({ bod: '1990-05-02' }),
    });
    expect(v1.json()).toEqual({ code: 'BE_BIRTHDAY_MISMATCH', errorArgs: [] });
    const v2 = await app.inject({
      method: 'PUT',
      url: PATHS.profileSimple,
      headers,
      payload: { personalInfo: personalInfo('1980-05-01') },
    });
    expect(v2.json()).toEqual({ code: 'BE_BIRTHDAY_MISMATCH', errorArgs: [] });
    const read = await app.inject({ method: 'GET', url: PATHS.profile, headers });
    expect(read.json().bod).toBe('1990-05-01');
  });

  it("takes the resume's birthday when the provider gave none, 16 on the birthday itself", async () => {
    const headers = await seeker({ birthDate: null });
    const today = macaoToday(app.clock.now());
    const young = await post(headers, { bod: shiftDate(today, -16, 1) });
    expect(young.statusCode).toBe(403);
    expect(young.json()).toEqual({ code: 'BE_SEEKER_AGE_MUST_GE_16', errorArgs: [] });
    const sixteen = await post(headers, { bod: shiftDate(today, -16) });
    expect(sixteen.statusCode, sixteen.body).toBe(200);
  });

  it('reports a birthday after today as a wrong date with its own key, not as under 16', async () => {
    const tomorrow = shiftDate(macaoToday(app.clock.now()), 0, 1);
    const v1 = await post(await seeker({ birthDate: null }), { bod: tomorrow });
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.bod', 'validation.futureBirthday'],
    });
    const v2 = await app.inject({
      method: 'PUT',
      url: PATHS.profileSimple,
      headers: await seeker(),
      payload: { personalInfo: personalInfo(tomorrow) },
    });
    expect(v2.json().code).toBe('BE_PROFILE_NOT_FOUND');
    const headers = await seeker();
    expect((await post(headers, {})).statusCode).toBe(200);
    const future = await app.inject({
      method: 'PUT',
      url: PATHS.profileSimple,
      headers,
      payload: { personalInfo: personalInfo(tomorrow) },
    });
    expect(future.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.personalInfo.bod', 'validation.futureBirthday'],
    });
  });
});
