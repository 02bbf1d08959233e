import { describe, expect, it } from 'vitest';
import {
  AccountProfileSchema,
  AuthorizeResponseSchema,
  ErrorBodySchema,
  SESSION_TIMES,
} from '@vaga/contract';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  loginThroughProvider,
  TestBrowser,
} from '../../../test/auth.ts';

describe('login through the embedded provider', async () => {
  const { app, clock } = await buildAuthTestApp();

  it('runs the code flow: login page, form, code, authorize, token, profile', async () => {
    const callback = await loginThroughProvider(app, {
      username: 'resident',
      redirect: '/cv?tab=1__x=2',
    });
    expect(callback.pathname).toBe('/profile');
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBeTruthy();

    const res = await authorizeCallback(app, callback);
    expect(res.statusCode).toBe(200);
    const session = AuthorizeResponseSchema.parse(res.json());
    expect(session.redirect).toBe('/cv?tab=1&x=2');
    expect(session.tokenType).toBe('Bearer');

    const profile = await app.inject({ url: '/service/profile', headers: bearer(session.token) });
    expect(profile.statusCode).toBe(200);
    const body = AccountProfileSchema.parse(profile.json());
    expect(body).toMatchObject({
      euid: 'demo-resident',
      identityNo: '1234567(8)',
      isResident: true,
      residency: 'resident',
    });
    expect(body.identityDocs[0].identityType).toBe(14);
  });

  it('refuses a code used twice and a state that was never issued', async () => {
    const callback = await loginThroughProvider(app, { username: 'newcomer' });
    expect((await authorizeCallback(app, callback)).statusCode).toBe(200);
    const again = await authorizeCallback(app, callback);
    expect(again.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(again.json()).code).toBe('Unauthorized');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect((await authorizeCallback(app, forged)).statusCode).toBe(401);
  });

  it('shows the login page in zh-Hant, pt and en, and refuses a wrong password', async () => {
    const browser = new TestBrowser(app);
    const start = await browser.request('/service/login?type=personal&redirect=%2Fcv&lang=pt');
    const page = await browser.follow(
      String(start.headers.location),
      `${app.config.publicUrl}/profile`,
    );
    expect(page.answer.body).toContain('Palavra-passe');
    expect(page.answer.body).toContain('name="username"');
    for (const u of ['resident', 'newcomer', 'nonresident', 'expired', 'minor'])
      expect(page.answer.body).toContain(u);
    const en = await browser.request(`${page.url}?lang=en`);
    expect(en.body).toContain('Password');
    // Without lang, the login started with Accept-Language zh-TW asks the provider for zh-Hant.
    const zhBrowser = new TestBrowser(app);
    const zhStart = await zhBrowser.request('/service/login?redirect=%2Fcv', {
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(new URL(String(zhStart.headers.location)).searchParams.get('ui_locales')).toBe(
      'zh-Hant',
    );
    const zh = await zhBrowser.follow(
      String(zhStart.headers.location),
      `${app.config.publicUrl}/profile`,
    );
    expect(zh.answer.body).toContain('密碼');

    const action = /action="([^"]+)"/.exec(page.answer.body)![1];
    const wrong = await browser.request(action, {
      method: 'POST',
      form: { username: 'resident', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
  });

  it('ends the provider session through the logout URL, in the user language', async () => {
    const browser = new TestBrowser(app);
    const callback = await loginThroughProvider(app, { username: 'resident', browser });
    const { token } = (await authorizeCallback(app, callback)).json();
    const out = await app.inject({
      method: 'POST',
      url: '/service/logout?type=personal',
      headers: { ...bearer(token), 'accept-language': 'pt' },
    });
    const confirm = await browser.request(out.json().logoutUrl);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Deseja terminar a sessão da conta única?');
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(confirm.body)!;
    const fields = Object.fromEntries(
      [...form[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const done = await browser.request(form[1], {
      method: 'POST',
      form: { ...fields, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${app.config.publicUrl}/service`);

    // The provider session is over: a new login asks for the password again.
    const again = await browser.request('/service/login?redirect=%2Fcv');
    const page = await browser.follow(
      String(again.headers.location),
      `${app.config.publicUrl}/profile`,
    );
    expect(page.answer.body).toContain('name="password"');
  });

  it('requires PKCE at the provider', async () => {
    const query = new URLSearchParams({
      client_id: 'vaga-web',
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
      redirect_uri: `${app.config.publicUrl}/profile`,
    });
    const res = await app.inject(`/oidc/auth?${query}`);
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a login finished after its started state expired', async () => {
    const browser = new TestBrowser(app);
    const start = await browser.request('/service/login?redirect=%2Fcv');
    clock.advance((SESSION_TIMES.loginStateSeconds + 1) * 1000);
    const page = await browser.follow(
      String(start.headers.location),
      `${app.config.publicUrl}/profile`,
    );
    const action = /action="([^"]+)"/.exec(page.answer.body)![1];
    const posted = await browser.request(action, {
      method: 'POST',
      form: { username: 'resident', password: 'demo' },
    });
    const back = await browser.follow(
      new URL(String(posted.headers.location), page.url).toString(),
      `${app.config.publicUrl}/profile`,
    );
    expect(new URL(back.url).searchParams.get('code')).toBeTruthy();
    const res = await authorizeCallback(app, new URL(back.url));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('Unauthorized');
  });

  it('answers an unknown login interaction with a localized error page', async () => {
    const res = await app.inject({
      url: '/oidc/interaction/nope',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('The login could not be completed');
  });

  it('refuses a redirect target on another site', async () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', 'cv']) {
      const res = await app.inject(
        `/service/login?type=personal&redirect=${encodeURIComponent(target)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.redirect'] });
    }
  });

  it('answers VALIDATION_FAIL for a bad authorize call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/service/authorize?type=personal&code=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAIL');
    const badType = await app.inject({
      method: 'POST',
      url: '/service/authorize?type=corporate&code=x&state=y&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fprofile',
    });
    expect(badType.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.type'] });
  });
});
