import { beforeAll, describe, expect, it } from 'vitest';
import {
  FailedDeliveryPageSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  PATHS,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmsGateway } from '../../../test/sms-gateway.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { DELIVERY_ATTEMPTS } from './notifications.service.ts';
import { afterQuietHours } from './quiet-hours.ts';

// 23:00 on 22 November in Macao (UTC+8): quiet hours.
const LATE = '2026-11-22T15:00:00.000Z';
// 08:00 the next morning in Macao.
const MORNING = '2026-11-23T00:00:00.000Z';
const MINUTE = 60_000;

describe('quiet hours', () => {
  it('hold from 22:00 to 08:00 Macao time, never past a deadline', () => {
    expect(afterQuietHours(new Date(LATE)).toISOString()).toBe(MORNING);
    // 01:00 Macao: the same morning.
    expect(afterQuietHours(new Date('2026-11-22T17:00:00.000Z')).toISOString()).toBe(MORNING);
    // 12:00 Macao: at once.
    const noon = new Date('2026-11-23T04:00:00.000Z');
    expect(afterQuietHours(noon)).toEqual(noon);
    // Deadline 23:30: at once rather than after it.
    const deadline = new Date(Date.parse(LATE) + 30 * MINUTE);
    expect(afterQuietHours(new Date(LATE), deadline)).toEqual(new Date(LATE));
    // Deadline at noon the next day: held until 08:00.
    expect(afterQuietHours(new Date(LATE), noon).toISOString()).toBe(MORNING);
  });
});

describe('notification channels, preferences and access', () => {
  let ctx: TestContext;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let employerId = 0;
  let employerAccount = 0;

  beforeAll(async () => {
    gateway = await startSmsGateway();
    ctx = await buildTestApp({ env: { SMS_GATEWAY_URL: gateway.url } });
    ctx.clock.set(LATE);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    const token = await loginAs(ctx.app, {
      euid: 'channel-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(token))!.account.id;
  });

  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const invite = async (seekerId: number) => {
    const jobOfferId = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
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
  };
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  const smsOf = (accountId: number, what: string) =>
    gateway.received.filter((m) => m.idempotencyKey.endsWith(`:${what}:${accountId}:sms`));
  const mailsTo = (to: string) =>
    ctx.database.db.selectFrom('demo_mail').selectAll().where('to_address', '=', to).execute();
  const inbox = async (accountId: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notifications,
      headers: { ...bearer(await tokenOf(accountId)), 'accept-language': 'pt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json());
  };

  it('holds an SMS in quiet hours until 08:00, but sends the e-mail and the inbox at once', async () => {
    ctx.clock.set(LATE);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'late@example.mo' } });
    await invite(seeker.id);
    await runAll();
    expect((await inbox(seeker.id)).totalElements).toBe(1);
    expect(await mailsTo('late@example.mo')).toHaveLength(1);
    expect(smsOf(seeker.id, 'invited')).toHaveLength(0);

    ctx.clock.set(new Date(Date.parse(MORNING) - MINUTE));
    await runAll();
    expect(smsOf(seeker.id, 'invited')).toHaveLength(0);
    ctx.clock.set(MORNING);
    await runAll();
    expect(smsOf(seeker.id, 'invited')).toHaveLength(1);
  });

  it('never holds an SMS past its deadline', async () => {
    ctx.clock.set(LATE);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'deadline@example.mo' } });
    // A notice whose deadline falls in the quiet hours, written as a change would (in a transaction).
    await ctx.database.db.transaction().execute((trx) =>
      ctx.app.services.notifications.write(trx, [
        {
          to: { accountId: seeker.id },
          event: 'interview.reminder',
          params: { replyBy: new Date(Date.parse(LATE) + 30 * MINUTE).toISOString() },
          link: null,
          key: 'deadline-test:reminder',
          deadline: new Date(Date.parse(LATE) + 30 * MINUTE),
        },
      ]),
    );
    await ctx.app.services.notifications.relay();
    await runAll();
    expect(smsOf(seeker.id, 'reminder')).toHaveLength(1);
  });

  it('stops a kind by the preferences, and by the one-click unsubscribe of an e-mail', async () => {
    ctx.clock.set(MORNING);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'prefs@example.mo' } });
    const prefsUrl = PATHS.notificationPreferences;
    const token = await tokenOf(seeker.id);
    const defaults = await ctx.app.inject({ method: 'GET', url: prefsUrl, headers: bearer(token) });
    const preferences = NotificationPreferencesSchema.parse(defaults.json());
    expect(preferences.email).toBe('prefs@example.mo');
    expect(preferences.kinds.interviews).toEqual({ email: true, push: false, sms: true });
    expect(preferences.kinds.events).toEqual({ email: true, push: false, sms: false });

    // SMS only for interviews.
    const smsForEvents = await ctx.app.inject({
      method: 'PUT',
      url: prefsUrl,
      headers: bearer(token),
      payload: {
        kinds: { ...preferences.kinds, events: { email: true, push: false, sms: true } },
      },
    });
    expect(smsForEvents.statusCode).toBe(400);
    expect(smsForEvents.json()).toMatchObject({ code: 'VALIDATION_FAIL' });

    const off = await ctx.app.inject({
      method: 'PUT',
      url: prefsUrl,
      headers: bearer(token),
      payload: {
        kinds: { ...preferences.kinds, interviews: { email: true, push: false, sms: false } },
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    await invite(seeker.id);
    await runAll();
    expect(smsOf(seeker.id, 'invited')).toHaveLength(0);
    expect(await mailsTo('prefs@example.mo')).toHaveLength(1);

    // The e-mail's one-click link turns the kind's e-mail off, without a login.
    const [mail] = await mailsTo('prefs@example.mo');
    const link = /<([^>]+)>/.exec(mail.list_unsubscribe!)![1];
    const url = new URL(link);
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toMatchObject({ kind: 'interviews' });
    await invite(seeker.id);
    await runAll();
    expect(await mailsTo('prefs@example.mo')).toHaveLength(1);
    // The inbox is always on.
    expect((await inbox(seeker.id)).totalElements).toBe(2);

    // A forged or altered token changes nothing.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${url.searchParams.get('token')!.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'BE_UNSUBSCRIBE_LINK_INVALID' });
  });

  it('retries a failing delivery with a doubling wait, keeps it as failed for staff, who retry it', async () => {
    ctx.clock.set(MORNING);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'fails@example.mo' } });
    gateway.state.status = 503;
    await invite(seeker.id);
    const attemptsAt: number[] = [];
    for (let i = 0; i < 40 && attemptsAt.length < DELIVERY_ATTEMPTS; i += 1) {
      const ran = await ctx.app.scheduler.runDue();
      if (ran.some((o) => o.key.endsWith(`:invited:${seeker.id}:sms`))) {
        attemptsAt.push(ctx.clock.millis());
      }
      ctx.clock.advance(MINUTE);
    }
    expect(attemptsAt).toHaveLength(DELIVERY_ATTEMPTS);
    const waits = attemptsAt.slice(1).map((at, i) => Math.round((at - attemptsAt[i]) / MINUTE));
    expect(waits).toEqual([1, 2, 4, 8]);
    const staff = await loginAs(ctx.app, { euid: 'deliveries-staff', accountType: 'staff' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: PATHS.consoleFailedDeliveries,
      headers: bearer(staff),
    });
    expect(list.statusCode, list.body).toBe(200);
    const failed = FailedDeliveryPageSchema.parse(list.json()).content.find(
      (d) => d.accountId === seeker.id,
    );
    expect(failed).toMatchObject({
      channel: 'sms',
      event: 'interview.invited',
      attempts: DELIVERY_ATTEMPTS,
      lastError: 'SMS gateway answered 503',
    });
    const seekerRetry = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleDeliveryRetry.replace(':id', String(failed!.id)),
      headers: bearer(await tokenOf(seeker.id)),
    });
    expect(seekerRetry.statusCode).toBe(403);

    gateway.state.status = 200;
    const retry = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleDeliveryRetry.replace(':id', String(failed!.id)),
      headers: bearer(staff),
    });
    expect(retry.statusCode, retry.body).toBe(204);
    await runAll();
    expect(smsOf(seeker.id, 'invited')).toHaveLength(1);
  });
});
