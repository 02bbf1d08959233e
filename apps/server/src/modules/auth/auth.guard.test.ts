import { describe, expect, it } from 'vitest';
import { AccountProfileSchema, macaoToday, shiftDate } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  createAccount,
  loginAs,
  loginThroughProvider,
} from '../../../test/auth.ts';

describe('auth guard', async () => {
  const { app, clock } = await buildAuthTestApp({
    routes(app) {
      app.get('/test/resident-only', { config: { auth: 'resident' } }, async (request) => ({
        euid: requireAccount(request).euid,
      }));
      app.get('/test/user', { config: { auth: 'user' } }, async (request) => ({
        residency: requireAccount(request).residency,
        age: requireAccount(request).age,
      }));
      app.get(
        '/test/own-hook',
        {
          config: { auth: 'user' },
          onRequest: (request, _reply, done) => {
            (request as unknown as { seen: boolean }).seen = request.account !== null;
            done();
          },
        },
        async (request) => ({ seenInHook: (request as unknown as { seen: boolean }).seen }),
      );
      app.get('/test/public', { config: { auth: 'public' } }, async (request) => ({
        loggedIn: request.account !== null,
      }));
    },
  });
  const call = (url: string, token?: string) =>
    app.inject({ url, headers: token ? bearer(token) : {} });

  it('guards the HEAD route Fastify adds beside a GET, as the GET', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/test/user' })).statusCode).toBe(401);
    const token = await loginAs(app, 'resident');
    const head = await app.inject({ method: 'HEAD', url: '/test/user', headers: bearer(token) });
    expect(head.statusCode).toBe(200);
  });

  it('knows the caller before the route’s own onRequest hooks run', async () => {
    const res = await call('/test/own-hook', await loginAs(app, 'resident'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seenInHook: true });
  });

  it('lets a resident (type 14 or 15, valid) through a resident-only route', async () => {
    for (const who of ['resident', 'newcomer', 'minor'] as const) {
      const res = await call('/test/resident-only', await loginAs(app, who));
      expect(res.statusCode).toBe(200);
      expect(res.json().euid).toBe(`demo-${who}`);
    }
  });

  it('refuses a non-resident with 403 BE_NOT_RESIDENT', async () => {
    const res = await call('/test/resident-only', await loginAs(app, 'nonresident'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'BE_NOT_RESIDENT', errorArgs: [] });
  });

  it('refuses an expired resident document with 403 BE_IDENTITY_DOC_EXPIRED', async () => {
    const res = await call('/test/resident-only', await loginAs(app, 'expired'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'BE_IDENTITY_DOC_EXPIRED', errorArgs: [] });
  });

  it('judges the document by the clock: valid through its last day, refused the day after', async () => {
    const today = macaoToday(clock.now());
    const account = {
      euid: 'valid-until-tomorrow',
      identityDocs: [{ identityType: 15, identityValidDate: shiftDate(today, 0, 1) }],
    };
    expect((await call('/test/resident-only', await loginAs(app, account))).statusCode).toBe(200);
    clock.advanceDays(1);
    expect((await call('/test/resident-only', await loginAs(app, account))).statusCode).toBe(200);
    clock.advanceDays(1);
    const refused = await call('/test/resident-only', await loginAs(app, account));
    expect(refused.json().code).toBe('BE_IDENTITY_DOC_EXPIRED');
  });

  it('counts a resident holding an expired and a valid resident document as resident', async () => {
    const today = macaoToday(clock.now());
    const token = await loginAs(app, {
      identityDocs: [
        { identityType: 14, identityValidDate: shiftDate(today, -1) },
        { identityType: 15, identityValidDate: shiftDate(today, 1) },
        { identityType: 1, identityValidDate: shiftDate(today, 1) },
      ],
    });
    expect((await call('/test/resident-only', token)).statusCode).toBe(200);
  });

  it('lets any logged-in user through a user route and answers 401 without a token', async () => {
    expect((await call('/test/user', await loginAs(app, 'nonresident'))).json().residency).toBe(
      'notResident',
    );
    expect((await call('/test/user', await loginAs(app, 'minor'))).json().age).toBe(15);
    expect(
      (await call('/test/user', await loginAs(app, { birthDate: null }))).json().age,
    ).toBeNull();
    const res = await call('/test/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('Unauthorized');
    expect((await call('/test/resident-only')).statusCode).toBe(401);
  });

  it('serves public routes to everyone, knowing the caller when a valid token is sent', async () => {
    expect((await call('/test/public')).json()).toEqual({ loggedIn: false });
    expect((await call('/test/public', 'x'.repeat(43))).json()).toEqual({ loggedIn: false });
    expect((await call('/test/public', await loginAs(app))).json()).toEqual({ loggedIn: true });
  });

  it('updates the stored account from the provider at every login', async () => {
    await createAccount(app, { euid: 'demo-newcomer', name: 'Old name', identityDocs: [] });
    const session = (
      await authorizeCallback(app, await loginThroughProvider(app, { username: 'newcomer' }))
    ).json();
    const profile = AccountProfileSchema.parse(
      (await app.inject({ url: '/service/profile', headers: bearer(session.token) })).json(),
    );
    expect(profile.name).toBe('李小梅 LEI SIO MUI');
    expect(profile.identityDocs).toHaveLength(1);
    expect(profile.isResident).toBe(true);
  });

  it('gives each demo account the profile the web routes by', async () => {
    const expected = {
      resident: { residency: 'resident', type: 14 },
      newcomer: { residency: 'resident', type: 15 },
      nonresident: { residency: 'notResident', type: 1 },
      expired: { residency: 'documentExpired', type: 14 },
      minor: { residency: 'resident', type: 14 },
    } as const;
    for (const [username, want] of Object.entries(expected)) {
      const session = (
        await authorizeCallback(app, await loginThroughProvider(app, { username }))
      ).json();
      const profile = AccountProfileSchema.parse(
        (await app.inject({ url: '/service/profile', headers: bearer(session.token) })).json(),
      );
      expect(profile.residency).toBe(want.residency);
      expect(profile.isResident).toBe(want.residency === 'resident');
      expect(profile.identityDocs[0].identityType).toBe(want.type);
      if (username === 'minor') {
        const birth = new Date(`${profile.birthDate}T00:00:00Z`);
        const years = (clock.millis() - birth.getTime()) / (365.25 * 24 * 3600 * 1000);
        expect(Math.floor(years)).toBe(15);
      }
    }
  });
});
