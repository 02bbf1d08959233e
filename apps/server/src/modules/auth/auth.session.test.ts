import { describe, expect, it } from 'vitest';
import { SESSION_TIMES, SessionTokenSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { SESSION_KEEP_MS, hashToken } from './sessions.ts';

const HOUR = 60 * 60 * 1000;

describe('session tokens', async () => {
  const { app, clock } = await buildAuthTestApp();
  const profile = (token?: string, raw?: string) =>
    app.inject({
      url: '/service/profile',
      headers: raw !== undefined ? { authorization: raw } : token ? bearer(token) : {},
    });
  const expect401 = async (res: Awaited<ReturnType<typeof profile>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'Unauthorized', errorArgs: [] });
  };

  it('answers 401 Unauthorized for a missing, malformed or tampered token', async () => {
    const token = await loginAs(app, 'resident');
    expect((await profile(token)).statusCode).toBe(200);
    await expect401(await profile());
    await expect401(await profile(undefined, 'Basic abc'));
    await expect401(await profile(undefined, `Bearer ${token} extra`));
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expect401(await profile(`${token.slice(0, -1)}${last}`));
    await expect401(await profile('x'.repeat(43)));
  });

  it('stores only the hash of a token', async () => {
    const token = await loginAs(app, 'resident');
    const rows = await app.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('expires a token left idle for its whole window', async () => {
    const token = await loginAs(app, 'resident');
    clock.advance(SESSION_TIMES.idleSeconds * 1000 - 1000);
    // Still alive just before the end (and renewed, since it is past half its window).
    const alive = await profile(token);
    expect(alive.statusCode).toBe(200);
    clock.advance(SESSION_TIMES.renewalGraceSeconds * 1000 + 2000);
    await expect401(await profile(token));
  });

  it('renews a token past half its idle window through the Authorization header', async () => {
    const token = await loginAs(app, 'resident');
    const fresh = await profile(token);
    expect(fresh.headers.authorization).toBeUndefined();

    clock.advance(SESSION_TIMES.renewAfterSeconds * 1000 + 1000);
    const renewed = await profile(token);
    expect(renewed.statusCode).toBe(200);
    const header = String(renewed.headers.authorization);
    expect(header).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    const next = header.slice('Bearer '.length);
    expect(next).not.toBe(token);

    // The old token keeps a short grace, then dies; the new one lives on.
    expect((await profile(token)).statusCode).toBe(200);
    clock.advance(SESSION_TIMES.renewalGraceSeconds * 1000 + 1000);
    await expect401(await profile(token));
    clock.advance(SESSION_TIMES.renewAfterSeconds * 1000 - 5000);
    expect((await profile(next)).statusCode).toBe(200);
  });

  it('ends every login after its absolute lifetime, renewals or not', async () => {
    let token = await loginAs(app, 'resident');
    for (
      let elapsed = 0;
      elapsed < SESSION_TIMES.absoluteSeconds * 1000 - HOUR;
      elapsed += HOUR + 1000
    ) {
      clock.advance(HOUR + 1000);
      const res = await profile(token);
      expect(res.statusCode).toBe(200);
      if (res.headers.authorization) token = String(res.headers.authorization).slice(7);
    }
    clock.advance(HOUR);
    await expect401(await profile(token));
  });

  it('answers the current token on access_token and rotates it on refresh_token', async () => {
    const token = await loginAs(app, 'newcomer');
    const current = await app.inject({
      method: 'POST',
      url: '/service/access_token',
      headers: bearer(token),
    });
    expect(current.statusCode).toBe(200);
    const body = SessionTokenSchema.parse(current.json());
    expect(body.token).toBe(token);
    expect(body.expiresIn).toBe(SESSION_TIMES.idleSeconds);
    expect(body.absoluteExpiresIn).toBe(SESSION_TIMES.absoluteSeconds);
    await expect401(await app.inject({ method: 'POST', url: '/service/access_token' }));

    const refreshed = await app.inject({
      method: 'POST',
      url: `/service/refresh_token?type=personal&token=${encodeURIComponent(token)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = SessionTokenSchema.parse(refreshed.json()).token;
    expect(next).not.toBe(token);
    await expect401(await profile(token));
    expect((await profile(next)).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: `/service/refresh_token?type=personal&token=${encodeURIComponent(token)}`,
    });
    expect(again.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/service/refresh_token?type=personal',
    });
    expect(missing.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.token'] });
  });

  it('revokes every token of the login at logout and answers the provider end-session URL', async () => {
    const token = await loginAs(app, 'resident');
    clock.advance(SESSION_TIMES.renewAfterSeconds * 1000 + 1000);
    const renewed = String((await profile(token)).headers.authorization).slice(7);

    const out = await app.inject({
      method: 'POST',
      url: '/service/logout?type=personal',
      headers: bearer(renewed),
    });
    expect(out.statusCode).toBe(200);
    const logoutUrl = new URL(out.json().logoutUrl);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(
      `${app.config.publicUrl}/oidc/session/end`,
    );
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(
      `${app.config.publicUrl}/service`,
    );

    await expect401(await profile(renewed));
    await expect401(await profile(token));
    await expect401(
      await app.inject({
        method: 'POST',
        url: '/service/logout?type=personal',
        headers: bearer(renewed),
      }),
    );
  });

  it('ends a kept session at once at a logout on this instance', async () => {
    const token = await loginAs(app, 'resident');
    // Read twice: the second answer comes from the token's kept row.
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/service/logout?type=personal',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    await expect401(await profile(token));
  });

  it("ends a session kept here within seconds of another instance's logout", async () => {
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), {
      clock,
      database: { db: app.db, dialect: app.dialect, close: async () => undefined },
      migrate: false,
    });
    await other.ready();
    const logoutThere = (token: string) =>
      other.inject({
        method: 'POST',
        url: '/service/logout?type=personal',
        headers: bearer(token),
      });
    try {
      // Told by the change feed (polled every CHANGE_FEED_POLL_MS, at once on PostgreSQL).
      const told = await loginAs(app, 'resident');
      expect((await profile(told)).statusCode).toBe(200);
      expect((await logoutThere(told)).statusCode).toBe(200);
      await app.changeFeed.poll();
      await expect401(await profile(told));

      // Never told: the kept row is read again after SESSION_KEEP_MS at most.
      const untold = await loginAs(app, 'resident');
      expect((await profile(untold)).statusCode).toBe(200);
      expect((await logoutThere(untold)).statusCode).toBe(200);
      clock.advance(SESSION_KEEP_MS);
      await expect401(await profile(untold));
    } finally {
      await other.close();
    }
  });

  it('shares sessions between instances on one database', async () => {
    const token = await loginAs(app, 'resident');
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), {
      clock,
      database: { db: app.db, dialect: app.dialect, close: async () => undefined },
      migrate: false,
    });
    await other.ready();
    try {
      const res = await other.inject({ url: '/service/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      await other.inject({
        method: 'POST',
        url: '/service/logout?type=personal',
        headers: bearer(token),
      });
      await expect401(await profile(token));
    } finally {
      await other.close();
    }
  });
});
