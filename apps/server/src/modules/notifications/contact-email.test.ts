import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactEmailSchema, NotificationPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { apply, applyBody, createSeekerWithResume } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

describe("a console account's contact e-mail, confirmed by its link", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let employerId = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vaga <no-reply@vaga.test>' },
    });
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
  });
  afterAll(() => smtp.close());

  const employer = (euid: string) =>
    loginAs(ctx.app, { euid, accountType: 'employer', employerId });
  const send = (
    token: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'en',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  /** The token of the newest confirmation link e-mailed to an address. */
  const linkTokenTo = (address: string) => {
    const mail = smtp.to(address).at(-1);
    const link = /https?:\/\/\S+confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    return { token: link![1], path: new URL(link![0]).pathname };
  };
  const request = async () => {
    const vacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_en: 'Test cook',
    });
    const seeker = await createSeekerWithResume(ctx.app);
    const booked = await apply(ctx.app, seeker, applyBody(ctx.app, vacancy));
    expect(booked.statusCode, booked.body).toBe(200);
    await runAll();
  };

  it('sends nothing to an address until its link is opened, then the next interview request', async () => {
    const token = await employer('contact-employer');
    const set = await send(token, 'PUT', PATHS.contactEmail, { email: 'hr@employer.example.mo' });
    expect(set.statusCode, set.body).toBe(200);
    expect(ContactEmailSchema.parse(set.json())).toEqual({
      email: 'hr@employer.example.mo',
      confirmed: false,
      confirmBy: new Date(Date.parse(NOW) + 24 * HOUR_MS).toISOString(),
    });
    // The confirmation came through SMTP, in the caller's language, with no unsubscribe header.
    const [confirmation] = smtp.to('hr@employer.example.mo');
    expect(confirmation.subject).toBe('Confirm your e-mail address');
    expect(confirmation.headers.has('list-unsubscribe')).toBe(false);
    const link = linkTokenTo('hr@employer.example.mo');
    expect(link.path).toBe('/employer/notifications/confirm-email');

    // Unconfirmed: a request reaches the inbox, not the address.
    await request();
    expect(smtp.to('hr@employer.example.mo')).toHaveLength(1);
    const prefs = await send(token, 'GET', PATHS.notificationPreferences);
    expect(prefs.json().email).toBeNull();
    const inbox = NotificationPageSchema.parse(
      (await send(token, 'GET', PATHS.notifications)).json(),
    );
    expect(inbox.content[0].event).toBe('interview.requested');
    const skipped = await ctx.database.db
      .selectFrom('notification_delivery')
      .select(['state', 'last_error'])
      .where('notification_id', '=', inbox.content[0].id)
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(skipped).toEqual({ state: 'skipped', last_error: 'no address' });

    const confirmed = await send(token, 'POST', PATHS.contactEmailConfirm, { token: link.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      email: 'hr@employer.example.mo',
      confirmed: true,
      confirmBy: null,
    });
    // The link works once.
    const again = await send(token, 'POST', PATHS.contactEmailConfirm, { token: link.token });
    expect(again.json().code).toBe('BE_CONTACT_EMAIL_LINK_INVALID');

    await request();
    const mails = smtp.to('hr@employer.example.mo');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('New interview request: Test cook');
    expect(mails[1].text).toContain('/employer/interviews/');
  });

  it('needs a new confirmation when the address changes, and stops on removal', async () => {
    const token = await employer('changing-employer');
    await send(token, 'PUT', PATHS.contactEmail, { email: 'first@employer.example.mo' });
    const first = linkTokenTo('first@employer.example.mo');
    expect((await send(token, 'POST', PATHS.contactEmailConfirm, first)).statusCode).toBe(200);
    // The same address again: nothing changes, no new link.
    const same = await send(token, 'PUT', PATHS.contactEmail, {
      email: 'First@employer.example.mo',
    });
    expect(same.json().confirmed).toBe(true);
    expect(smtp.to('first@employer.example.mo')).toHaveLength(1);

    const changed = await send(token, 'PUT', PATHS.contactEmail, {
      email: 'second@employer.example.mo',
    });
    expect(changed.json()).toMatchObject({ email: 'second@employer.example.mo', confirmed: false });
    expect((await send(token, 'GET', PATHS.notificationPreferences)).json().email).toBeNull();
    // The first link was used; the second's works.
    const second = linkTokenTo('second@employer.example.mo');
    expect((await send(token, 'POST', PATHS.contactEmailConfirm, second)).json().confirmed).toBe(
      true,
    );
    expect((await send(token, 'GET', PATHS.notificationPreferences)).json().email).toBe(
      'second@employer.example.mo',
    );

    expect((await send(token, 'DELETE', PATHS.contactEmail)).statusCode).toBe(204);
    expect((await send(token, 'GET', PATHS.contactEmail)).json()).toEqual({
      email: null,
      confirmed: false,
      confirmBy: null,
    });
  });

  it("refuses bad input, another account's link and an expired one with their codes", async () => {
    const token = await employer('input-employer');
    const other = await employer('other-employer');
    const staff = await loginAs(ctx.app, { euid: 'contact-staff', accountType: 'staff' });
    const seeker = await createSeekerWithResume(ctx.app);
    const cases: [Promise<{ statusCode: number; json(): { code: string } }>, number, string][] = [
      [send(token, 'PUT', PATHS.contactEmail, { email: 42 }), 400, 'VALIDATION_FAIL'],
      [send(token, 'PUT', PATHS.contactEmail, {}), 400, 'VALIDATION_FAIL'],
      [send(token, 'PUT', PATHS.contactEmail, { email: 'not-an-address' }), 400, 'VALIDATION_FAIL'],
      [
        send(token, 'PUT', PATHS.contactEmail, { email: `${'a'.repeat(96)}@b.mo` }),
        400,
        'VALIDATION_FAIL',
      ],
      [send(token, 'POST', PATHS.contactEmailConfirm, { token: 7 }), 400, 'VALIDATION_FAIL'],
      [
        send(token, 'POST', PATHS.contactEmailConfirm, { token: 'x'.repeat(201) }),
        400,
        'VALIDATION_FAIL',
      ],
      [
        send(token, 'POST', PATHS.contactEmailConfirm, { token: 'a'.repeat(43) }),
        400,
        'BE_CONTACT_EMAIL_LINK_INVALID',
      ],
      [send(seeker.token, 'GET', PATHS.contactEmail), 403, 'FORBIDDEN_ROLE'],
    ];
    for (const [res, status, code] of cases) {
      const answer = await res;
      expect(answer.statusCode).toBe(status);
      expect(answer.json().code).toBe(code);
    }

    await send(token, 'PUT', PATHS.contactEmail, { email: 'mine@employer.example.mo' }, 'pt');
    expect(smtp.to('mine@employer.example.mo')[0].subject).toBe(
      'Confirme o seu endereço de e-mail',
    );
    const mine = linkTokenTo('mine@employer.example.mo');
    // Another account (employer or staff) opening my link confirms nothing.
    for (const stranger of [other, staff]) {
      const res = await send(stranger, 'POST', PATHS.contactEmailConfirm, mine);
      expect(res.json().code).toBe('BE_CONTACT_EMAIL_LINK_INVALID');
    }
    expect((await send(token, 'GET', PATHS.contactEmail)).json().confirmed).toBe(false);

    // Past 24 hours the link has expired (a session opened now: the clock moved).
    const later = (await ctx.app.services.auth.authenticate(token))!.account.id;
    ctx.clock.set(new Date(Date.parse(NOW) + 24 * HOUR_MS));
    const fresh = (await ctx.app.services.auth.openSession(later)).token;
    const expired = await send(fresh, 'POST', PATHS.contactEmailConfirm, mine);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('BE_CONTACT_EMAIL_LINK_EXPIRED');
    ctx.clock.set(NOW);
  });
});
