import { createECDH, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationPreferencesSchema,
  PATHS,
  PushKeySchema,
  type PushPayload,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startPushService, type TestBrowser } from '../../../test/push-service.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 12:00 on 23 November in Macao (UTC+8): outside quiet hours.
const NOON = '2026-11-23T04:00:00.000Z';
// 23:00 on 23 November in Macao: quiet hours.
const LATE = '2026-11-23T15:00:00.000Z';

describe('Web Push through a real local push service', () => {
  let ctx: TestContext;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let employerId = 0;
  let employerAccount = 0;
  let publicKey = '';

  beforeAll(async () => {
    push = await startPushService();
    ctx = await buildTestApp({ env: { PUSH_SERVICE_HOSTS: 'localhost' } });
    ctx.clock.set(NOON);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    const token = await loginAs(ctx.app, {
      euid: 'push-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(token))!.account.id;
  });

  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  const invite = async (seekerId: number) => {
    const jobOfferId = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_pt: 'Empregado de mesa',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: bearer(await tokenOf(employerAccount)),
      payload: {
        jobOfferId,
        seekerId,
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { jobMatchUid: string };
  };
  const key = async (token: string) => {
    const res = await ctx.app.inject({ url: PATHS.pushKey, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return PushKeySchema.parse(res.json()).publicKey;
  };
  const subscribe = (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.pushSubscriptions,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });
  /** Push on for interviews, in Portuguese (the language the app was last used in). */
  const turnPushOn = async (token: string) => {
    const headers = { ...bearer(token), 'accept-language': 'pt' };
    const current = await ctx.app.inject({ url: PATHS.notificationPreferences, headers });
    const { kinds } = NotificationPreferencesSchema.parse(current.json());
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: PATHS.notificationPreferences,
      headers,
      payload: { kinds: { ...kinds, interviews: { ...kinds.interviews, push: true } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const subscriptionsOf = (accountId: number) =>
    ctx.database.db
      .selectFrom('push_subscription')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  const pushDeliveries = (accountId: number) =>
    ctx.database.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select(['d.state', 'd.attempts', 'd.last_error', 'n.event'])
      .where('n.account_id', '=', accountId)
      .where('d.channel', '=', 'push')
      // An invitation also writes its reminder, shown 3 days before the reply is due.
      .where('n.event', '=', 'interview.invited')
      .orderBy('d.id')
      .execute();
  const asJson = (browser: TestBrowser) => ({
    endpoint: browser.endpoint,
    expirationTime: null,
    keys: browser.keys,
  });

  it('gives the VAPID key, the same every time', async () => {
    const seeker = await createSeeker(ctx.app);
    const token = await tokenOf(seeker.id);
    publicKey = await key(token);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await key(token)).toBe(publicKey);
  });

  it('sends an encrypted payload the browser decrypts, in its language, only once push is on', async () => {
    const seeker = await createSeeker(ctx.app, { resume: { email: 'push@example.mo' } });
    const token = await tokenOf(seeker.id);
    const browser = await push.subscribe(await key(token));
    const saved = await subscribe(token, asJson(browser));
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await subscriptionsOf(seeker.id)).toHaveLength(1);

    // Push is off by default: nothing reaches the browser.
    await invite(seeker.id);
    await runAll();
    expect(await push.messages(browser)).toEqual([]);
    expect(await pushDeliveries(seeker.id)).toEqual([
      { state: 'skipped', attempts: 0, last_error: 'turned off', event: 'interview.invited' },
    ]);

    await turnPushOn(token);
    const { jobMatchUid } = await invite(seeker.id);
    await runAll();
    const messages = await push.messages(browser);
    expect(messages).toHaveLength(1);
    const payload = JSON.parse(messages[0]) as PushPayload;
    expect(payload).toEqual({
      title: 'Convite para entrevista: Empregado de mesa',
      body: expect.stringContaining('Responda até 2026/12/03 12:00') as string,
      url: `/interview/details/${jobMatchUid}`,
      tag: expect.stringMatching(/^notification-\d+$/) as string,
    });
    // The inbox shows the same title; the push carries the short form of its text.
    const inbox = await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(token), 'accept-language': 'pt' },
    });
    const shown = (inbox.json() as { content: { title: string; body: string }[] }).content[0];
    expect(payload.title).toBe(shown.title);
    expect(payload.body.length).toBeLessThan(shown.body.length);
    for (const part of [payload.body, shown.body]) {
      expect(part).toMatch(/Empregador \d+, Limitada/);
      expect(part).toContain('Responda até 2026/12/03 12:00');
    }
    expect((await pushDeliveries(seeker.id)).at(-1)).toMatchObject({ state: 'sent', attempts: 1 });

    // The job runs again (a crash before it finished): the delivery is settled, not sent twice.
    const [delivery] = await ctx.database.db
      .selectFrom('notification_delivery')
      .select('id')
      .where('channel', '=', 'push')
      .where('state', '=', 'sent')
      .execute();
    await ctx.app.services.notifications.deliver(delivery.id, 1);
    expect(await push.messages(browser)).toHaveLength(1);
  });

  it('holds a push in quiet hours until 08:00', async () => {
    const seeker = await createSeeker(ctx.app, { resume: { email: 'quiet@example.mo' } });
    const token = await tokenOf(seeker.id);
    await turnPushOn(token);
    const browser = await push.subscribe(await key(token));
    expect((await subscribe(token, asJson(browser))).statusCode).toBe(204);
    ctx.clock.set(LATE);
    await invite(seeker.id);
    await runAll();
    expect(await push.messages(browser)).toEqual([]);
    ctx.clock.set('2026-11-24T00:00:00.000Z');
    await runAll();
    expect(await push.messages(browser)).toHaveLength(1);
    ctx.clock.set(NOON);
  });

  it('removes a subscription the push service calls expired (410), and the delivery ends', async () => {
    const seeker = await createSeeker(ctx.app, { resume: { email: 'gone@example.mo' } });
    const token = await tokenOf(seeker.id);
    await turnPushOn(token);
    const kept = await push.subscribe(await key(token));
    const expired = await push.subscribe(await key(token));
    for (const browser of [kept, expired]) {
      expect((await subscribe(token, asJson(browser))).statusCode).toBe(204);
    }
    await push.expire(expired);
    await invite(seeker.id);
    await runAll();
    expect((await subscriptionsOf(seeker.id)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    expect(await push.messages(kept)).toHaveLength(1);
    expect((await pushDeliveries(seeker.id)).at(-1)).toMatchObject({ state: 'sent' });

    // The last browser gone too: removed, and the delivery ends without a retry.
    await push.expire(kept);
    await invite(seeker.id);
    await runAll();
    expect(await subscriptionsOf(seeker.id)).toEqual([]);
    expect((await pushDeliveries(seeker.id)).at(-1)).toMatchObject({
      state: 'skipped',
      attempts: 1,
      last_error: 'browsers gone',
    });
    expect(await ctx.app.scheduler.runDue()).toEqual([]);
  });

  it('retries a push the push service refuses otherwise, keeping the subscription', async () => {
    const seeker = await createSeeker(ctx.app, { resume: { email: 'refused@example.mo' } });
    const token = await tokenOf(seeker.id);
    await turnPushOn(token);
    // A subscription the push service does not know: it answers 400.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const unknown = {
      endpoint: `${push.origin}/notify/${randomBytes(32).toString('hex')}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    expect((await subscribe(token, unknown)).statusCode).toBe(204);
    await invite(seeker.id);
    await runAll();
    expect((await pushDeliveries(seeker.id)).at(-1)).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'Push service answered 400',
    });
    expect(await subscriptionsOf(seeker.id)).toHaveLength(1);
  });
});
