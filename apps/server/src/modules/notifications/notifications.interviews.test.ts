import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  apply,
  applyBody,
  createSeeker,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmsGateway, type ReceivedSms } from '../../../test/sms-gateway.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE = 'Cozinheiro de teste';

describe('notifications of interviews: reminders, replies, requests and answers', () => {
  let ctx: TestContext;
  let gateway: { received: ReceivedSms[] };
  let employerId = 0;
  let vacancy = 0;
  let employerToken = '';
  let employerAccount = 0;

  beforeAll(async () => {
    const sms = await startSmsGateway();
    gateway = sms;
    ctx = await buildTestApp({ env: { SMS_GATEWAY_URL: sms.url } });
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    vacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_pt: TITLE,
      title_en: TITLE,
    });
    employerToken = await loginAs(ctx.app, {
      euid: 'interview-notices-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(employerToken))!.account.id;
  });

  /** A session opened now (the clock moves days, past a session's idle time). */
  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const invite = async (seekerId: number, jobOfferId = vacancy) =>
    ctx.app.inject({
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
  const inbox = async (accountId: number, lang = 'en') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notifications,
      headers: { ...bearer(await tokenOf(accountId)), 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json());
  };
  const mailsTo = (to: string) =>
    ctx.database.db.selectFrom('demo_mail').selectAll().where('to_address', '=', to).execute();
  /** Runs due jobs until none is left (a delivery job scheduled by a job runs in the next round). */
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  const newSeeker = async (email: string) =>
    createSeeker(ctx.app, { resume: { email, mobileNum: '66123456' } });

  it('reminds 3 days before the automatic rejection, then tells of the rejection', async () => {
    ctx.clock.set(NOW);
    const seeker = await newSeeker('remind@example.mo');
    expect((await invite(seeker.id)).statusCode).toBe(200);
    await runAll();
    const events = async () => (await inbox(seeker.id)).content.map((n) => n.event);
    const mails = async () => (await mailsTo('remind@example.mo')).map((m) => m.subject);
    expect(await events()).toEqual(['interview.invited']);

    // A minute before 7 days: no reminder yet.
    ctx.clock.set(new Date(Date.parse(NOW) + 7 * DAY_MS - 60_000));
    await runAll();
    expect(await events()).toEqual(['interview.invited']);
    expect(await mails()).toHaveLength(1);

    // 7 days on (3 days before the 10): the reminder, in the inbox and by e-mail.
    ctx.clock.set(new Date(Date.parse(NOW) + 7 * DAY_MS));
    await runAll();
    expect(await events()).toEqual(['interview.reminder', 'interview.invited']);
    const subjects = await mails();
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toContain('Please reply');
    const sms = gateway.received.filter((m) =>
      m.idempotencyKey.endsWith(`:reminder:${seeker.id}:sms`),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain('Please reply');
    // An SMS carries the short form: the reply-by date and who invites, no more.
    expect(sms[0].text).toMatch(
      /Reply by 2026\/12\/02 10:00 to the invitation from Employer \d+ Limited/,
    );
    expect(sms[0].text).not.toContain('unemployment benefit');

    // Still not rejected a minute before the 10 days.
    ctx.clock.set(new Date(Date.parse(NOW) + 10 * DAY_MS - 60_000));
    await runAll();
    expect(await events()).not.toContain('interview.expired');

    // Past the 10 days the expiry job rejects it and tells the seeker.
    ctx.clock.set(new Date(Date.parse(NOW) + 10 * DAY_MS + 60 * 60 * 1000));
    await runAll();
    expect((await events())[0]).toBe('interview.expired');
    expect((await mails()).at(-1)).toContain('Invitation rejected automatically');
  });

  it('cancels the reminder when the seeker replies, and tells the employer', async () => {
    ctx.clock.set(NOW);
    const seeker = await newSeeker('replies@example.mo');
    const uid = (await invite(seeker.id)).json().jobMatchUid as string;
    const reply = await ctx.app.inject({
      method: 'POST',
      url: PATHS.jobmatchReplyEmployer.replace(':id', uid),
      headers: bearer(seeker.token),
      payload: { accept: true },
    });
    expect(reply.statusCode, reply.body).toBe(204);
    ctx.clock.set(new Date(Date.parse(NOW) + 8 * DAY_MS));
    await runAll();
    // No reminder; the acceptance is confirmed to the seeker.
    expect((await inbox(seeker.id)).content.map((n) => n.event)).toEqual([
      'interview.confirmed',
      'interview.invited',
    ]);
    const employerInbox = await inbox(employerAccount);
    expect(employerInbox.content.map((n) => n.link)).toContain(`/employer/interviews/${uid}`);
    expect(employerInbox.content.find((n) => n.link?.endsWith(uid))?.event).toBe(
      'interview.accepted',
    );
  });

  it('tells the employer of a new request by inbox and e-mail, and the seeker of the answer', async () => {
    ctx.clock.set(NOW);
    // The employer's contact address, confirmed by the link e-mailed to it (the demo mailbox).
    const employerToken = await tokenOf(employerAccount);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: PATHS.contactEmail,
      headers: bearer(employerToken),
      payload: { email: 'hr@employer.example.mo' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const [confirmation] = await mailsTo('hr@employer.example.mo');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: PATHS.contactEmailConfirm,
      headers: bearer(employerToken),
      payload: { token: /confirm-email\?token=([\w-]+)/.exec(confirmation.text)![1] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const employerPrefs = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notificationPreferences,
      headers: bearer(employerToken),
    });
    expect(employerPrefs.json().email).toBe('hr@employer.example.mo');
    const requestVacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
    });
    const seeker = await createSeekerWithResume(ctx.app);
    const booked = await apply(ctx.app, seeker, applyBody(ctx.app, requestVacancy));
    expect(booked.statusCode, booked.body).toBe(200);
    const uid = booked.json().jobMatchUid as string;
    await runAll();
    const employerInbox = await inbox(employerAccount);
    expect(employerInbox.content[0]).toMatchObject({
      event: 'interview.requested',
      link: `/employer/interviews/${uid}`,
    });
    const mails = await mailsTo('hr@employer.example.mo');
    expect(mails.map((m) => m.subject)).toContain(employerInbox.content[0].title);

    const arranged = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchArrange.replace(':id', uid),
      headers: bearer(await tokenOf(employerAccount)),
      payload: {
        interviewAt: '2026-11-30T15:30',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const [told] = (await inbox(seeker.id)).content;
    expect(told).toMatchObject({ event: 'interview.arranged', link: `/interview/details/${uid}` });
    expect(told.body).toContain('2026/11/30 15:30');

    // A request refused: the seeker reads the employer's reason.
    const second = await apply(ctx.app, seeker, applyBody(ctx.app, vacancy));
    expect(second.statusCode, second.body).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchDecline.replace(':id', second.json().jobMatchUid as string),
      headers: bearer(await tokenOf(employerAccount)),
      payload: { reason: 'The position has been filled' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const [refusal] = (await inbox(seeker.id)).content;
    expect(refusal.event).toBe('interview.refused');
    expect(refusal.body).toContain('Reason: The position has been filled');
  });
});
