import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  loginThroughProvider,
  TestBrowser,
} from '../../../test/auth.ts';
import { LOGIN_RATE_LIMIT } from './auth.routes.ts';
import { PASSWORD_RATE_LIMIT } from './oidc.routes.ts';

describe('rate limits on login', async () => {
  const { app, clock } = await buildAuthTestApp();
  const start = (target = app) => target.inject('/service/login?type=personal&redirect=%2Fcv');

  it('answers 429 TOO_MANY_REQUESTS past the limit, counted across instances, until the window ends', async () => {
    const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), {
      clock,
      database: { db: app.db, dialect: app.dialect, close: async () => undefined },
      migrate: false,
    });
    await other.ready();
    try {
      for (let i = 0; i < LOGIN_RATE_LIMIT.max; i += 1) {
        expect((await start(i % 2 ? other : app)).statusCode).toBe(302);
      }
      for (const target of [app, other]) {
        const res = await start(target);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ code: 'TOO_MANY_REQUESTS', errorArgs: [] });
      }
      // Another login endpoint counts on its own.
      const authorize = await app.inject({
        method: 'POST',
        url: '/service/authorize?type=personal&code=c&state=s&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fprofile',
      });
      expect(authorize.statusCode).toBe(401);
      clock.advance(LOGIN_RATE_LIMIT.timeWindow + 1000);
      expect((await start(other)).statusCode).toBe(302);
    } finally {
      await other.close();
    }
  });

  it('does not let a client pick its address with X-Forwarded-For unless a proxy is trusted', async () => {
    clock.advance(LOGIN_RATE_LIMIT.timeWindow + 1000);
    const spoof = (i: number) =>
      app.inject({
        url: '/service/login?type=personal&redirect=%2Fcv',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i += 1) expect((await spoof(i)).statusCode).toBe(302);
    expect((await spoof(250)).statusCode).toBe(429);

    const behindProxy = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', TRUST_PROXY: '127.0.0.1' }),
      {
        clock,
        database: { db: app.db, dialect: app.dialect, close: async () => undefined },
        migrate: false,
      },
    );
    await behindProxy.ready();
    try {
      const res = await behindProxy.inject({
        url: '/service/login?type=personal&redirect=%2Fcv',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(res.statusCode).toBe(302);
    } finally {
      await behindProxy.close();
    }
  });

  it('limits password tries on the provider login form', async () => {
    clock.advance(LOGIN_RATE_LIMIT.timeWindow + 1000);
    const browser = new TestBrowser(app);
    const first = await browser.request('/service/login?redirect=%2Fcv');
    const page = await browser.follow(
      String(first.headers.location),
      `${app.config.publicUrl}/profile`,
    );
    const action = /action="([^"]+)"/.exec(page.answer.body)![1];
    for (let i = 0; i < PASSWORD_RATE_LIMIT.max; i += 1) {
      const wrong = await browser.request(action, {
        method: 'POST',
        form: { username: 'resident', password: `x${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await browser.request(action, {
      method: 'POST',
      form: { username: 'resident', password: 'demo' },
    });
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('logs', async () => {
  const lines: string[] = [];
  const { app } = await buildAuthTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });

  it('never carry tokens, codes, states or identity numbers', async () => {
    const callback = await loginThroughProvider(app, { username: 'resident' });
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const session = (await authorizeCallback(app, callback)).json();
    const profile = await app.inject({ url: '/service/profile', headers: bearer(session.token) });
    const identityNo = profile.json().identityNo as string;
    const refreshed = (
      await app.inject({
        method: 'POST',
        url: `/service/refresh_token?type=personal&token=${session.token}`,
      })
    ).json();
    await app.inject({ url: '/service/profile', headers: bearer(session.token) });
    await app.inject({ url: '/service/api/v1/ali-token', headers: bearer(refreshed.token) });
    await app.inject({
      method: 'POST',
      url: '/service/logout?type=personal',
      headers: bearer(refreshed.token),
    });

    const log = lines.join('');
    expect(log).toContain('/service/authorize');
    expect(log).toContain('/service/refresh_token');
    for (const secret of [
      session.token,
      refreshed.token,
      code,
      state,
      identityNo,
      encodeURIComponent(identityNo),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
