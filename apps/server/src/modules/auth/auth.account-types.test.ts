import { describe, expect, it } from 'vitest';
import { AccountProfileSchema, AuthorizeResponseSchema } from '@vaga/contract';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  loginThroughProvider,
  TestBrowser,
} from '../../../test/auth.ts';
import { createEmployer } from '../../../test/factories/search-vacancies.ts';
import { DEMO_EMPLOYER_ID } from './demo-accounts.ts';

describe('employer and staff accounts through the embedded provider', async () => {
  const { app } = await buildAuthTestApp();
  await createEmployer(app.db, {
    id: DEMO_EMPLOYER_ID,
    name_cn: '示範僱主',
    name_pt: 'Empregador de demonstração',
    name_en: 'Demo Employer',
  });

  async function profileAfterLogin(username: string, type: 'employer' | 'staff', lang = 'en') {
    const callback = await loginThroughProvider(app, { username, type });
    const res = await authorizeCallback(app, callback, type);
    expect(res.statusCode).toBe(200);
    const { token } = AuthorizeResponseSchema.parse(res.json());
    const profile = await app.inject({
      url: '/service/profile',
      headers: { ...bearer(token), 'accept-language': lang },
    });
    expect(profile.statusCode).toBe(200);
    return AccountProfileSchema.parse(profile.json());
  }

  it('logs the employer in as an employer account of its employer', async () => {
    const profile = await profileAfterLogin('employer', 'employer');
    expect(profile).toMatchObject({
      euid: 'demo-employer',
      accountType: 'employer',
      employer: { id: DEMO_EMPLOYER_ID, name: 'Demo Employer' },
      // Residency is a seeker's rule: an employer account is never a resident seeker.
      isResident: false,
      residency: 'notResident',
    });
    const zh = await profileAfterLogin('employer', 'employer', 'zh-TW');
    expect(zh.employer).toEqual({ id: DEMO_EMPLOYER_ID, name: '示範僱主' });
  });

  it('logs staff in as a staff account of no employer', async () => {
    const profile = await profileAfterLogin('staff', 'staff');
    expect(profile).toMatchObject({
      euid: 'demo-staff',
      accountType: 'staff',
      employer: null,
      isResident: false,
    });
  });

  it('answers personal for a seeker', async () => {
    const callback = await loginThroughProvider(app, { username: 'resident' });
    const res = await authorizeCallback(app, callback);
    const { token } = AuthorizeResponseSchema.parse(res.json());
    const profile = await app.inject({ url: '/service/profile', headers: bearer(token) });
    expect(AccountProfileSchema.parse(profile.json())).toMatchObject({
      accountType: 'personal',
      employer: null,
      isResident: true,
    });
  });

  it.each([
    { username: 'employer', type: 'personal' as const },
    { username: 'staff', type: 'personal' as const },
    { username: 'resident', type: 'employer' as const },
    { username: 'employer', type: 'staff' as const },
    { username: 'staff', type: 'employer' as const },
  ])('refuses $username logging in as $type with FORBIDDEN_ROLE', async ({ username, type }) => {
    const callback = await loginThroughProvider(app, { username, type });
    const res = await authorizeCallback(app, callback, type);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN_ROLE', errorArgs: [] });
  });

  it('lists the employer and staff demo accounts on the login page, in three languages', async () => {
    for (const [lang, employerText, staffText] of [
      ['en', 'Employer account', 'Public service staff account'],
      ['pt', 'Conta de empregador', 'Conta de funcionário do serviço público'],
      ['zh-Hant', '僱主帳戶', '公共服務職員帳戶'],
    ]) {
      const browser = new TestBrowser(app);
      const start = await browser.request(`/service/login?type=employer&lang=${lang}`);
      const page = await browser.follow(String(start.headers.location), 'http://never/');
      expect(page.answer.status).toBe(200);
      expect(page.answer.body).toContain('<code>employer</code>');
      expect(page.answer.body).toContain('<code>staff</code>');
      expect(page.answer.body).toContain(employerText);
      expect(page.answer.body).toContain(staffText);
    }
  });
});

describe('an employer account whose employer is unknown', async () => {
  const { app } = await buildAuthTestApp();

  it('is a failed login (401), with no session', async () => {
    const callback = await loginThroughProvider(app, { username: 'employer', type: 'employer' });
    const res = await authorizeCallback(app, callback, 'employer');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'Unauthorized', errorArgs: [] });
  });
});
