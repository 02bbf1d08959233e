import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, PUSH_SUBSCRIPTIONS_MAX } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, createTestDatabase, type TestContext } from '../../../test/helper.ts';
import { startPushService, type TestBrowser } from '../../../test/push-service.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { ManualClock } from '../../platform/clock.ts';
import { isPushService } from './notifications.service.ts';

// 12:00 on 23 November in Macao (UTC+8): outside quiet hours.
const NOON = '2026-11-23T04:00:00.000Z';

describe("Web Push subscriptions: a browser's registration and its limits", () => {
  let ctx: TestContext;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let employerAccount = 0;
  let publicKey = '';

  beforeAll(async () => {
    push = await startPushService();
    ctx = await buildTestApp({ env: { PUSH_SERVICE_HOSTS: 'localhost' } });
    ctx.clock.set(NOON);
    await seedReferenceData(ctx.database.db);
    const employerId = await createEmployer(ctx.database.db);
    const token = await loginAs(ctx.app, {
      euid: 'push-subscriptions-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(token))!.account.id;
    publicKey = (await ctx.app.services.notifications.pushKey()).publicKey;
  });

  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const subscribe = (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.pushSubscriptions,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });
  const unsubscribe = (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'DELETE',
      url: PATHS.pushSubscriptions,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });
  const subscriptionsOf = (accountId: number) =>
    ctx.database.db
      .selectFrom('push_subscription')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  const asJson = (browser: TestBrowser) => ({
    endpoint: browser.endpoint,
    expirationTime: null,
    keys: browser.keys,
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} browsers an account, replacing the oldest`, async () => {
    const seeker = await createSeeker(ctx.app, { resume: null });
    const token = await tokenOf(seeker.id);
    const browsers: TestBrowser[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_MAX; i += 1) {
      browsers.push(await push.subscribe(publicKey));
      ctx.clock.advance(1000);
      expect((await subscribe(token, asJson(browsers[i]))).statusCode).toBe(204);
    }
    const kept = (await subscriptionsOf(seeker.id)).map((s) => s.endpoint);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(kept).not.toContain(browsers[0].endpoint);
    // Registered again, a browser is the newest: the next one replaces another.
    ctx.clock.advance(1000);
    expect((await subscribe(token, asJson(browsers[1]))).statusCode).toBe(204);
    const extra = await push.subscribe(publicKey);
    ctx.clock.advance(1000);
    expect((await subscribe(token, asJson(extra))).statusCode).toBe(204);
    const now = (await subscriptionsOf(seeker.id)).map((s) => s.endpoint);
    expect(now).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(now).toContain(browsers[1].endpoint);
    expect(now).not.toContain(browsers[2].endpoint);
  });

  it('answers bad input with VALIDATION_FAIL, another account’s browser with NOT_FOUND', async () => {
    const owner = await createSeeker(ctx.app, { resume: null });
    const other = await createSeeker(ctx.app, { resume: null });
    const ownerToken = await tokenOf(owner.id);
    const otherToken = await tokenOf(other.id);
    const browser = await push.subscribe(publicKey);
    const good = asJson(browser);
    const bad: unknown[] = [
      {},
      { keys: good.keys },
      { ...good, endpoint: 42 },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: browser.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: `${push.origin}/notify/${'a'.repeat(1000)}` },
      // Not one of the push services: the server would post to it.
      { ...good, endpoint: 'https://169.254.169.254/latest/meta-data' },
      { ...good, endpoint: 'https://localhost.evil.example/notify/x' },
      { ...good, keys: undefined },
      { ...good, keys: { auth: good.keys.auth } },
      { ...good, keys: { ...good.keys, p256dh: 12 } },
      { ...good, keys: { ...good.keys, p256dh: '' } },
      { ...good, keys: { ...good.keys, auth: 'a'.repeat(201) } },
      { ...good, expirationTime: 'soon' },
    ];
    for (const body of bad) {
      const res = await subscribe(ownerToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect((await subscribe(ownerToken, good)).statusCode).toBe(204);

    for (const body of [{}, { endpoint: 7 }, { endpoint: 'x'.repeat(1001) }]) {
      const res = await unsubscribe(ownerToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    // Another account cannot remove it.
    const foreign = await unsubscribe(otherToken, { endpoint: browser.endpoint });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', errorArgs: [] });
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    // Its owner can.
    expect((await unsubscribe(ownerToken, { endpoint: browser.endpoint })).statusCode).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect((await unsubscribe(ownerToken, { endpoint: browser.endpoint })).statusCode).toBe(404);
  });

  it('refuses keys that cannot encrypt a payload with BE_PUSH_KEYS_INVALID, naming the key', async () => {
    const owner = await createSeeker(ctx.app, { resume: null });
    const ownerToken = await tokenOf(owner.id);
    const good = asJson(await push.subscribe(publicKey));
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    // The same x with y changed by one bit: 65 bytes, 0x04 first, not on the curve.
    const offCurve = Buffer.from(point);
    offCurve[64] ^= 1;
    const compressed = Buffer.concat([
      Buffer.from([0x02 + (point[64] & 1)]),
      point.subarray(1, 33),
    ]);
    const bad: [string, { p256dh?: string; auth?: string }][] = [
      // Wrong length.
      ['keys.p256dh', { p256dh: good.keys.p256dh.slice(1) }],
      ['keys.p256dh', { p256dh: `${good.keys.p256dh}AAAA` }],
      ['keys.p256dh', { p256dh: compressed.toString('base64url') }],
      ['keys.auth', { auth: Buffer.alloc(15, 7).toString('base64url') }],
      ['keys.auth', { auth: Buffer.alloc(17, 7).toString('base64url') }],
      ['keys.auth', { auth: 'a'.repeat(200) }],
      // Not a point of P-256, or not uncompressed.
      ['keys.p256dh', { p256dh: offCurve.toString('base64url') }],
      [
        'keys.p256dh',
        { p256dh: Buffer.concat([Buffer.from([0x05]), point.subarray(1)]).toString('base64url') },
      ],
      ['keys.p256dh', { p256dh: Buffer.alloc(65).toString('base64url') }],
      // Not base64url.
      ['keys.p256dh', { p256dh: good.keys.p256dh.replace(/^./, '+').replace(/.$/, '/') }],
      ['keys.auth', { auth: '<b>x</b>' }],
      ['keys.auth', { auth: `${good.keys.auth}=x` }],
    ];
    for (const [field, keys] of bad) {
      const res = await subscribe(ownerToken, { ...good, keys: { ...good.keys, ...keys } });
      expect(res.statusCode, JSON.stringify(keys)).toBe(400);
      expect(res.json(), JSON.stringify(keys)).toEqual({
        code: 'BE_PUSH_KEYS_INVALID',
        errorArgs: [field],
      });
    }
    // Missing keys are a schema failure.
    for (const keys of [undefined, { auth: good.keys.auth }, { p256dh: good.keys.p256dh }]) {
      const res = await subscribe(ownerToken, { ...good, keys });
      expect(res.json().code, JSON.stringify(keys)).toBe('VALIDATION_FAIL');
    }
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    // The browser's own keys, padded or not, are taken.
    const padded = {
      ...good,
      keys: { p256dh: `${good.keys.p256dh}=`, auth: `${good.keys.auth}==` },
    };
    expect((await subscribe(ownerToken, padded)).statusCode).toBe(204);
    expect(await subscriptionsOf(owner.id)).toMatchObject([{ p256dh: good.keys.p256dh }]);
  });

  it('moves a browser to the account that registers it last (one browser, one person)', async () => {
    const first = await createSeeker(ctx.app, { resume: null });
    const second = await createSeeker(ctx.app, { resume: null });
    const browser = await push.subscribe(publicKey);
    expect((await subscribe(await tokenOf(first.id), asJson(browser))).statusCode).toBe(204);
    expect((await subscribe(await tokenOf(second.id), asJson(browser))).statusCode).toBe(204);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
  });

  it('is for logged-in residents only', async () => {
    const browser = asJson(await push.subscribe(publicKey));
    const anonymous = await ctx.app.inject({ url: PATHS.pushKey });
    expect(anonymous.statusCode).toBe(401);
    const asEmployer = await subscribe(await tokenOf(employerAccount), browser);
    expect(asEmployer.statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: PATHS.pushSubscriptions,
          payload: browser,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the VAPID key pair', () => {
  it('is VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else made once and kept across restarts', async () => {
    const pair = {
      VAPID_PUBLIC_KEY:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      VAPID_PRIVATE_KEY: 'TVe_nJlciDOn130gFyFYP8UiGxxWd3QdH6C5axXpSgM',
    };
    const configured = await buildTestApp({ env: pair });
    expect(await configured.app.services.notifications.pushKey()).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE/);

    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', SCHEDULER_POLL_MS: '0' });
    const first = await buildApp(config, { clock: new ManualClock(), database });
    await first.ready();
    const { publicKey } = await first.services.notifications.pushKey();
    await first.close();
    const second = await buildApp(config, { clock: new ManualClock(), database });
    await second.ready();
    expect(await second.services.notifications.pushKey()).toEqual({ publicKey });
    expect(publicKey).not.toBe(pair.VAPID_PUBLIC_KEY);
    await second.close();
    await database.close();
  });

  it('checks an endpoint against the push services, subdomains by `*.` only', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com'];
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isPushService('https://wns2-par02p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(isPushService('https://evil.fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isPushService('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(isPushService('https://notify.windows.com.evil.example/x', hosts)).toBe(false);
  });
});
