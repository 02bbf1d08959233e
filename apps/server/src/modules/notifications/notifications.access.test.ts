import { beforeAll, describe, expect, it } from 'vitest';
import { DemoMailPageSchema, NotificationPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmsGateway } from '../../../test/sms-gateway.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 23:00 on 22 November in Macao (UTC+8): quiet hours.
const LATE = '2026-11-22T15:00:00.000Z';
// 08:00 the next morning in Macao.
const MORNING = '2026-11-23T00:00:00.000Z';

describe("notifications: each person's own, and bad input refused", () => {
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
      euid: 'access-employer',
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

  it("answers 404 for another person's notification, and lists only one's own", async () => {
    ctx.clock.set(MORNING);
    const owner = await createSeeker(ctx.app, { resume: { email: 'owner@example.mo' } });
    const other = await createSeeker(ctx.app, { resume: { email: 'other@example.mo' } });
    await invite(owner.id);
    const [item] = (await inbox(owner.id)).content;
    const read = (accountId: number) =>
      tokenOf(accountId).then((token) =>
        ctx.app.inject({
          method: 'POST',
          url: PATHS.notificationRead.replace(':id', String(item.id)),
          headers: bearer(token),
        }),
      );
    const refused = await read(other.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', errorArgs: [] });
    expect((await inbox(other.id)).totalElements).toBe(0);
    const readAll = await ctx.app.inject({
      method: 'POST',
      url: PATHS.notificationsReadAll,
      headers: bearer(await tokenOf(other.id)),
    });
    expect(readAll.statusCode).toBe(204);
    expect((await inbox(owner.id)).unread).toBe(1);
    expect((await read(owner.id)).statusCode).toBe(204);
    expect((await inbox(owner.id)).unread).toBe(0);
  });

  it("shows the demo mailbox's e-mails to their own recipient only", async () => {
    ctx.clock.set(MORNING);
    const owner = await createSeeker(ctx.app, { resume: { email: 'mailbox@example.mo' } });
    const other = await createSeeker(ctx.app, { resume: { email: 'elsewhere@example.mo' } });
    await invite(owner.id);
    await runAll();
    const mailbox = async (accountId: number) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: PATHS.notificationsMailbox,
        headers: bearer(await tokenOf(accountId)),
      });
      expect(res.statusCode, res.body).toBe(200);
      return DemoMailPageSchema.parse(res.json());
    };
    const own = await mailbox(owner.id);
    expect(own.totalElements).toBe(1);
    expect(own.content[0]).toMatchObject({ to: 'mailbox@example.mo' });
    expect(own.content[0].html).toContain('<a href=');
    expect((await mailbox(other.id)).totalElements).toBe(0);
  });

  it('answers bad input with its catalogue code, and keeps a seeker on the resume address', async () => {
    ctx.clock.set(MORNING);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'input@example.mo' } });
    const headers = bearer(await tokenOf(seeker.id));
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject(
        payload === undefined ? { method, url, headers } : { method, url, headers, payload },
      );
    const kinds = (sms = false) =>
      Object.fromEntries(
        ['interviews', 'registrations', 'unemployment', 'events', 'alerts', 'favourites'].map(
          (kind) => [kind, { email: true, push: false, sms }],
        ),
      );
    const cases: [Awaited<ReturnType<typeof call>>, string][] = [
      [await call('GET', `${PATHS.notifications}?size=abc`), 'VALIDATION_FAIL'],
      [await call('POST', PATHS.notificationRead.replace(':id', 'x')), 'VALIDATION_FAIL'],
      [await call('PUT', PATHS.notificationPreferences, { kinds: {} }), 'VALIDATION_FAIL'],
      [
        await call('PUT', PATHS.notificationPreferences, {
          kinds: kinds(),
          email: 'not-an-address',
        }),
        'VALIDATION_FAIL',
      ],
      [await call('PUT', PATHS.notificationPreferences, { kinds: kinds(true) }), 'VALIDATION_FAIL'],
      [await call('POST', PATHS.notificationsUnsubscribe), 'VALIDATION_FAIL'],
      [
        await call('POST', `${PATHS.notificationsUnsubscribe}?token=${'a'.repeat(40)}`),
        'BE_UNSUBSCRIBE_LINK_INVALID',
      ],
    ];
    for (const [res, code] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
    }
    // A seeker's address is the resume's: an address sent with the preferences is not taken.
    const saved = await call('PUT', PATHS.notificationPreferences, {
      kinds: { ...kinds(), interviews: { email: true, push: false, sms: true } },
      email: 'elsewhere@example.mo',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().email).toBe('input@example.mo');
    await invite(seeker.id);
    await runAll();
    expect(await mailsTo('elsewhere@example.mo')).toHaveLength(0);
    expect(await mailsTo('input@example.mo')).toHaveLength(1);
  });
});
