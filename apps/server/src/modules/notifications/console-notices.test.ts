import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  PATHS,
  type KindChannels,
  type NotificationKind,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const OFF: KindChannels = { email: false, push: false, sms: false };
const kinds = (on: Partial<Record<NotificationKind, Partial<KindChannels>>> = {}) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...OFF, ...on[kind] }]));

describe('what employer and staff accounts are told', () => {
  let ctx: TestContext;
  let employerId = 0;
  let vacancy = 0;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    vacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_en: 'Night porter',
    });
  });

  const put = (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: PATHS.notificationPreferences,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };

  it("offers a console account only its role's kinds, by inbox and e-mail, and refuses the others", async () => {
    const employer = await loginAs(ctx.app, {
      euid: 'kinds-employer',
      accountType: 'employer',
      employerId,
    });
    const staff = await loginAs(ctx.app, { euid: 'kinds-staff', accountType: 'staff' });
    const read = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notificationPreferences,
      headers: bearer(employer),
    });
    // The defaults, as the role reads them: interviews by e-mail, no push or SMS, nothing else.
    expect(NotificationPreferencesSchema.parse(read.json()).kinds).toEqual(
      kinds({ interviews: { email: true } }),
    );
    const staffRead = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notificationPreferences,
      headers: bearer(staff),
    });
    expect(staffRead.json().kinds).toEqual(kinds());

    const refusals: [string, unknown, string, (string | number)[]][] = [
      [
        employer,
        { kinds: kinds({ registrations: { email: true } }) },
        'BE_NOTIFICATION_KIND_NOT_FOR_ROLE',
        ['registrations'],
      ],
      [
        employer,
        { kinds: kinds({ alerts: { push: true } }) },
        'BE_NOTIFICATION_KIND_NOT_FOR_ROLE',
        ['alerts'],
      ],
      [
        employer,
        { kinds: kinds({ interviews: { push: true } }) },
        'VALIDATION_FAIL',
        ['body.kinds.interviews.push'],
      ],
      [
        employer,
        { kinds: kinds({ interviews: { sms: true } }) },
        'VALIDATION_FAIL',
        ['body.kinds.interviews.sms'],
      ],
      [
        staff,
        { kinds: kinds({ interviews: { email: true } }) },
        'BE_NOTIFICATION_KIND_NOT_FOR_ROLE',
        ['interviews'],
      ],
      [employer, { kinds: { interviews: 'yes' } }, 'VALIDATION_FAIL', []],
    ];
    for (const [token, body, code, args] of refusals) {
      const res = await put(token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      if (args.length > 0) expect(res.json().errorArgs).toEqual(args);
    }

    // Its own kind is saved; a seeker keeps every kind.
    const saved = await put(employer, { kinds: kinds() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().kinds.interviews).toEqual(OFF);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'kinds@example.mo' } });
    const seekerSaved = await put(seeker.token, {
      kinds: kinds({ registrations: { email: true, push: true }, interviews: { sms: true } }),
    });
    expect(seekerSaved.statusCode, seekerSaved.body).toBe(200);
    expect(seekerSaved.json().kinds.registrations).toEqual({ email: true, push: true, sms: false });
  });

  it('tells the employer, in the inbox and at its confirmed address, that an invitation lapsed unanswered', async () => {
    ctx.clock.set(NOW);
    const employer = await loginAs(ctx.app, {
      euid: 'lapse-employer',
      accountType: 'employer',
      employerId,
    });
    const employerAccount = (await ctx.app.services.auth.authenticate(employer))!.account.id;
    await ctx.app.inject({
      method: 'PUT',
      url: PATHS.contactEmail,
      headers: bearer(employer),
      payload: { email: 'lapses@employer.example.mo' },
    });
    // The demo mailbox keeps the confirmation (no SMTP server here).
    const [kept] = await ctx.database.db
      .selectFrom('demo_mail')
      .select('text')
      .where('to_address', '=', 'lapses@employer.example.mo')
      .execute();
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(kept.text)![1];
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: PATHS.contactEmailConfirm,
      headers: bearer(employer),
      payload: { token },
    });
    expect(confirmed.json().confirmed).toBe(true);

    const seeker = await createSeeker(ctx.app, { resume: { email: 'lapse@example.mo' } });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: bearer(employer),
      payload: {
        jobOfferId: vacancy,
        seekerId: seeker.id,
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const uid = invited.json().jobMatchUid as string;
    await runAll();

    const inbox = async () => {
      const { token: fresh } = await ctx.app.services.auth.openSession(employerAccount);
      const res = await ctx.app.inject({
        method: 'GET',
        url: PATHS.notifications,
        headers: { ...bearer(fresh), 'accept-language': 'en' },
      });
      return NotificationPageSchema.parse(res.json()).content;
    };
    // Not before the 10 days.
    ctx.clock.set(new Date(Date.parse(NOW) + 10 * DAY_MS - 60_000));
    await runAll();
    expect((await inbox()).map((n) => n.event)).not.toContain('interview.lapsed');

    ctx.clock.set(new Date(Date.parse(NOW) + 10 * DAY_MS + 60 * 60 * 1000));
    await runAll();
    const [lapsed] = await inbox();
    expect(lapsed).toMatchObject({
      event: 'interview.lapsed',
      kind: 'interviews',
      link: `/employer/interviews/${uid}`,
      title: 'Invitation not answered: Night porter',
    });
    expect(lapsed.body).toContain('did not reply by 2026/12/02 10:00');
    const mails = await ctx.database.db
      .selectFrom('demo_mail')
      .select('subject')
      .where('to_address', '=', 'lapses@employer.example.mo')
      .orderBy('id')
      .execute();
    // The confirmation was asked for with no language named (zh-Hant); the notice in English,
    // the language the employer's last inbox read named.
    expect(mails.map((m) => m.subject)).toEqual([
      '請確認您的電郵地址',
      'Invitation not answered: Night porter',
    ]);
    ctx.clock.set(NOW);
  });
});
