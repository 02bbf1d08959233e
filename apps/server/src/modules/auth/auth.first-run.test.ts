import { describe, expect, it } from 'vitest';
import { AccountProfileSchema, AuthorizeResponseSchema, PATHS } from '@vaga/contract';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  loginThroughProvider,
  TestBrowser,
} from '../../../test/auth.ts';
import { profileInput, seedReferenceOptions } from '../../../test/factories/profile.ts';
import { ClaimsSchema, personOf, splitName } from './account-claims.ts';

const BASE_CLAIMS = { sub: 's', identityNo: 'X1', name: '', identityDocs: [] };

describe('a first run in the language of the app', async () => {
  const { app } = await buildAuthTestApp();
  const callback = `${app.config.publicUrl}/profile`;

  it("asks the provider for the app's language, over the browser's Accept-Language", async () => {
    for (const lang of ['zh-Hant', 'pt', 'en'] as const) {
      const res = await app.inject({
        url: `/service/login?type=personal&redirect=%2Fcv-form&lang=${lang}`,
        headers: { 'accept-language': lang === 'en' ? 'pt-PT' : 'en-US,en;q=0.9' },
      });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(location.searchParams.get('ui_locales')).toBe(lang);
    }
  });

  it('shows the login page in Chinese for a login started in zh-Hant from an English browser', async () => {
    const browser = new TestBrowser(app);
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const start = await browser.request(
      '/service/login?type=personal&redirect=%2Fcv-form%3Flanguage%3Dzh-Hant&lang=zh-Hant',
      { headers: english },
    );
    const page = await browser.follow(String(start.headers.location), callback);
    expect(page.answer.status).toBe(200);
    expect(page.answer.body).toContain('<html lang="zh-Hant">');
    expect(page.answer.body).toContain('單一帳戶登入');
    expect(page.answer.body).toContain('密碼');
    expect(page.answer.body).not.toContain('Password');
    // What comes after it stays in Chinese: a wrong password answers the form again in zh-Hant.
    const action = /action="([^"]+)"/.exec(page.answer.body)![1];
    const lang = /name="lang" value="([^"]+)"/.exec(page.answer.body)![1];
    const wrong = await browser.request(action, {
      method: 'POST',
      form: { username: 'newcomer', password: 'nope', lang },
      headers: english,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('帳戶名稱或密碼不正確');
  });

  it("answers the identity's names, sex and birth date in the account profile", async () => {
    const back = await loginThroughProvider(app, { username: 'newcomer', redirect: '/cv-form' });
    const session = AuthorizeResponseSchema.parse((await authorizeCallback(app, back)).json());
    const res = await app.inject({ url: PATHS.accountProfile, headers: bearer(session.token) });
    expect(res.statusCode).toBe(200);
    expect(AccountProfileSchema.parse(res.json())).toMatchObject({
      name: '李小梅 LEI SIO MUI',
      nameCn: '李小梅',
      namePt: 'LEI SIO MUI',
      sex: 2,
      birthDate: '1998-03-15',
      identityNo: '5123456(7)',
    });
    const other = await loginThroughProvider(app, { username: 'nonresident' });
    const token = AuthorizeResponseSchema.parse((await authorizeCallback(app, other)).json());
    const maria = await app.inject({ url: PATHS.accountProfile, headers: bearer(token.token) });
    expect(maria.json()).toMatchObject({ nameCn: null, namePt: 'Maria Santos', sex: 2 });
  });

  it("refuses a new resume whose birth date is not the identity's, writing nothing", async () => {
    await seedReferenceOptions(app.db);
    const back = await loginThroughProvider(app, { username: 'newcomer', redirect: '/cv-form' });
    const { token } = AuthorizeResponseSchema.parse((await authorizeCallback(app, back)).json());
    const headers = bearer(token);
    const identity = { nameCn: '李小梅', namePt: 'LEI SIO MUI', sex: 2 as const };
    const wrong = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers,
      payload: profileInput({ ...identity, bod: '1990-01-01' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'BE_BIRTHDAY_MISMATCH', errorArgs: [] });
    const none = await app.inject({ url: PATHS.profile, headers });
    expect(none.json().code).toBe('BE_PROFILE_NOT_FOUND');
    const right = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers,
      payload: profileInput({ ...identity, bod: '1998-03-15' }),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ ...identity, bod: '1998-03-15', docNum: '5123456(7)' });
  });
});

describe("the person's names and sex from the claims", () => {
  it('splits one Macao display name into the Chinese and the Portuguese/English name', () => {
    expect(splitName('李小梅 LEI SIO MUI')).toEqual({ nameCn: '李小梅', namePt: 'LEI SIO MUI' });
    expect(splitName('Maria Santos')).toEqual({ nameCn: null, namePt: 'Maria Santos' });
    expect(splitName('陳大文')).toEqual({ nameCn: '陳大文', namePt: null });
    expect(splitName('  ')).toEqual({ nameCn: null, namePt: null });
  });

  it("prefers the provider's own name claims, and maps the standard gender claim", () => {
    const claims = ClaimsSchema.parse({
      ...BASE_CLAIMS,
      name: '李小梅 LEI SIO MUI',
      nameCn: '李 小梅',
      namePt: 'Lei Sio Mui',
      gender: 'female',
    });
    expect(personOf(claims)).toEqual({ nameCn: '李 小梅', namePt: 'Lei Sio Mui', sex: 2 });
    expect(personOf(ClaimsSchema.parse({ ...BASE_CLAIMS, gender: 'MALE' })).sex).toBe(1);
    expect(personOf(ClaimsSchema.parse({ ...BASE_CLAIMS, gender: 'other' })).sex).toBeNull();
  });

  it('drops name and gender claims it cannot use instead of failing the login', () => {
    const claims = ClaimsSchema.parse({
      ...BASE_CLAIMS,
      name: '陳大文 CHAN TAI MAN',
      nameCn: 'x'.repeat(201),
      namePt: 42,
      gender: { x: 1 },
    });
    expect(claims.nameCn).toBeUndefined();
    expect(claims.namePt).toBeUndefined();
    expect(personOf(claims)).toEqual({ nameCn: '陳大文', namePt: 'CHAN TAI MAN', sex: null });
  });
});
