import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, PATHS, buildPath, macaoWallClock } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { calendarOf, startSmtpServer } from '../../../test/smtp.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const macao = (date: Date) => macaoWallClock(date).toISOString().slice(0, 16);

describe('what an invitation says, and the calendar entry that follows the interview', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let employerId: number;
  let employerName: string;
  let vacancy: number;
  let employerToken: string;
  let employerAccount: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vaga <no-reply@vaga.test>' },
    });
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    employerId = await createEmployer(db);
    employerName = (
      await db
        .selectFrom('employer')
        .select('name_en')
        .where('id', '=', employerId)
        .executeTakeFirstOrThrow()
    ).name_en;
    vacancy = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_en: 'Waiter',
      title_pt: 'Empregado de mesa',
    });
    employerToken = await loginAs(ctx.app, {
      euid: 'calendar-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(employerToken))!.account.id;
  });
  afterAll(() => smtp.close());

  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  /** A seeker with an e-mail address on the resume, who uses the app in English. */
  const newSeeker = async (email: string) => {
    const seeker = await createSeeker(ctx.app, { resume: { email } });
    await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(seeker.token), 'accept-language': 'en' },
    });
    return seeker;
  };
  /** A console action, in a session opened now (the clock moves days). */
  const console = async (path: string, uid: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: buildPath(path, { id: uid }),
      headers: {
        ...bearer(token ?? (await ctx.app.services.auth.openSession(employerAccount)).token),
        'accept-language': 'en',
      },
      payload,
    });
  const invite = async (seekerId: number, interviewAt = '2026-12-20T11:00', remark = '') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: bearer(employerToken),
      payload: {
        jobOfferId: vacancy,
        seekerId,
        interviewAt,
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
        remark,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().jobMatchUid as string;
  };

  it('invites with the employer, place, phone, time and reply-by, and keeps one calendar entry through acceptance, a change and a cancellation', async () => {
    ctx.clock.set(NOW);
    const address = 'calendar@example.mo';
    const seeker = await newSeeker(address);
    const uid = await invite(seeker.id);
    await runAll();

    const [invitation] = smtp.to(address);
    expect(invitation.subject).toBe('Interview invitation: Waiter');
    for (const part of [invitation.text ?? '', invitation.html || '']) {
      expect(part).toContain(employerName);
      expect(part).toContain('Rua do Campo 10');
      expect(part).toContain('28781234');
      expect(part).toContain('2026/12/20 11:00');
      // Reply by: 10 days on, 10:00 in Macao.
      expect(part).toContain('Reply by 2026/12/02 10:00');
    }
    const invited = calendarOf(invitation);
    expect(invited.method).toBe('REQUEST');
    expect(invited.mimeMethod).toBe('REQUEST');
    expect(invited.status).toBe('TENTATIVE');
    expect(invited.sequence).toBe(0);
    expect(invited.event.startDate.toJSDate().toISOString()).toBe('2026-12-20T03:00:00.000Z');
    expect(macao(invited.event.startDate.toJSDate())).toBe('2026-12-20T11:00');
    expect(invited.event.location).toBe('Rua do Campo 10');
    expect(invited.event.summary).toBe(`Waiter — ${employerName}`);
    expect(invited.event.attendees.map((a) => String(a.getFirstValue()))).toEqual([
      `mailto:${address}`,
    ]);

    // Accepting: the seeker is sent a confirmation with the entry, now confirmed.
    const reply = await ctx.app.inject({
      method: 'POST',
      url: buildPath(PATHS.jobmatchReplyEmployer, { id: uid }),
      headers: bearer(seeker.token),
      payload: { accept: true },
    });
    expect(reply.statusCode, reply.body).toBe(204);
    await runAll();
    const confirmation = smtp.to(address)[1];
    expect(confirmation.subject).toBe('Interview confirmed: Waiter');
    expect(confirmation.text).toContain('Rua do Campo 10');
    const confirmed = calendarOf(confirmation);
    expect(confirmed.method).toBe('REQUEST');
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.event.uid).toBe(invited.event.uid);
    expect(confirmed.sequence).toBeGreaterThan(invited.sequence);

    // A change of time and place: a REQUEST that replaces the entry.
    const changed = await console(PATHS.consoleMatchChange, uid, {
      interviewAt: '2026-12-21T15:00',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28780000',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ typeJobMatchStatusId: JOB_MATCH_STATUS.arranged });
    await runAll();
    const change = smtp.to(address)[2];
    expect(change.subject).toBe('Interview changed: Waiter');
    expect(change.text).toContain('2026/12/21 15:00');
    expect(change.text).toContain('Avenida da Praia Grande 1');
    expect(change.text).toContain('28780000');
    const moved = calendarOf(change);
    expect(moved.method).toBe('REQUEST');
    expect(moved.event.uid).toBe(invited.event.uid);
    expect(moved.sequence).toBeGreaterThan(confirmed.sequence);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2026-12-21T07:00:00.000Z');
    expect(moved.event.location).toBe('Avenida da Praia Grande 1');

    // The app's download is the same entry at its latest version.
    const download = await ctx.app.inject({
      url: buildPath(PATHS.jobmatchCalendar, { id: uid }),
      headers: { ...bearer(seeker.token), 'accept-language': 'en' },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body).toContain(`UID:${invited.event.uid}`);
    expect(download.body).toContain(`SEQUENCE:${moved.sequence}`);

    // A cancellation: METHOD:CANCEL of the same entry, at a higher SEQUENCE.
    const cancelled = await console(PATHS.consoleMatchCancel, uid, {
      reason: 'The post has been filled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ typeJobMatchStatusId: JOB_MATCH_STATUS.declined });
    await runAll();
    const cancellation = smtp.to(address)[3];
    expect(cancellation.subject).toBe('Interview cancelled: Waiter');
    expect(cancellation.text).toContain('The post has been filled');
    const withdrawn = calendarOf(cancellation);
    expect(withdrawn.method).toBe('CANCEL');
    expect(withdrawn.mimeMethod).toBe('CANCEL');
    expect(withdrawn.status).toBe('CANCELLED');
    expect(withdrawn.event.uid).toBe(invited.event.uid);
    expect(withdrawn.sequence).toBeGreaterThan(moved.sequence);
    expect(smtp.to(address)).toHaveLength(4);
  });

  it('invites a seeker who reads Simplified Chinese in Simplified Chinese: the words, the vacancy and the employer converted', async () => {
    ctx.clock.set(NOW);
    const address = 'calendar-hans@example.mo';
    const seeker = await createSeeker(ctx.app, { resume: { email: address } });
    await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(seeker.token), 'accept-language': 'zh-CN' },
    });
    await invite(seeker.id);
    await runAll();
    const [invitation] = smtp.to(address);
    const stored = await ctx.database.db
      .selectFrom('job_offer')
      .innerJoin('employer', 'employer.id', 'job_offer.employer_id')
      .select(['job_offer.title_cn', 'employer.name_cn'])
      .where('job_offer.id', '=', vacancy)
      .executeTakeFirstOrThrow();
    // The factory's Traditional texts (樓面服務員, 僱主…有限公司), read converted.
    expect(stored.title_cn).toMatch(/樓面服務員/);
    const title = stored.title_cn.replace('樓面服務員', '楼面服务员');
    const employer = stored.name_cn.replace('僱主', '雇主');
    expect(invitation.subject).toContain('面试邀请');
    expect(invitation.subject).toContain(title);
    const html = invitation.html || '';
    expect(html).toMatch(/<html[^>]* lang="zh-Hans"/);
    for (const part of [invitation.text ?? '', html]) {
      expect(part).toContain(employer);
      expect(part).toContain('2026/12/20 11:00');
      expect(part).not.toMatch(/邀請|僱主|樓面/);
    }
  });

  it('moves a pending invitation with a tentative REQUEST of a higher SEQUENCE, its reply-by following the new day', async () => {
    ctx.clock.set(NOW);
    const address = 'moved-invitation@example.mo';
    const seeker = await newSeeker(address);
    const uid = await invite(seeker.id, undefined, 'Bring your identity card.');
    await runAll();
    const first = calendarOf(smtp.to(address)[0]);

    // 25 November, 09:00: the reply is now due by the end of 24 November in Macao.
    const res = await console(PATHS.consoleMatchChange, uid, {
      interviewAt: '2026-11-25T09:00',
      location: 'Rua do Campo 10',
      contactPhone: '28781234',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lastReplyDate).toBe('2026-11-24T15:59:59.999Z');
    // A change without a remark keeps the one the seeker reads; one given replaces it.
    expect(res.json().remark).toBe('Bring your identity card.');
    await runAll();
    const mail = smtp.to(address)[1];
    expect(mail.subject).toBe('Interview changed: Waiter');
    const entry = calendarOf(mail);
    expect(entry.method).toBe('REQUEST');
    expect(entry.status).toBe('TENTATIVE');
    expect(entry.event.uid).toBe(first.event.uid);
    expect(entry.sequence).toBeGreaterThan(first.sequence);
    expect(macao(entry.event.startDate.toJSDate())).toBe('2026-11-25T09:00');
    const again = await console(PATHS.consoleMatchChange, uid, {
      interviewAt: '2026-11-25T10:00',
      location: 'Rua do Campo 10',
      contactPhone: '28781234',
      remark: 'Use the side door.',
    });
    expect(again.json().remark).toBe('Use the side door.');
  });

  it('refuses a change or cancellation the interview no longer allows', async () => {
    ctx.clock.set(NOW);
    const seeker = await newSeeker('refusals@example.mo');
    const uid = await invite(seeker.id);
    const place = { location: 'Rua do Campo 10', contactPhone: '28781234' };

    // Tomorrow morning leaves less than a day to reply.
    const tooSoon = await console(PATHS.consoleMatchChange, uid, {
      interviewAt: '2026-11-23T09:00',
      ...place,
    });
    expect(tooSoon.json()).toEqual({ code: 'BE_INTERVIEW_REPLY_TIME_TOO_SHORT', errorArgs: [] });
    const past = await console(PATHS.consoleMatchChange, uid, {
      interviewAt: '2026-11-21T09:00',
      ...place,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('VALIDATION_FAIL');
    const noReason = await console(PATHS.consoleMatchCancel, uid, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAIL' });

    // Another employer's match is not found.
    const otherEmployer = await createEmployer(ctx.database.db);
    const otherToken = await loginAs(ctx.app, {
      euid: 'calendar-other-employer',
      accountType: 'employer',
      employerId: otherEmployer,
    });
    const foreign = await console(PATHS.consoleMatchCancel, uid, { reason: 'x' }, otherToken);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', errorArgs: [] });

    // Cancelled once, it can be neither cancelled nor moved again.
    expect((await console(PATHS.consoleMatchCancel, uid, { reason: 'Closed' })).statusCode).toBe(
      200,
    );
    for (const again of [
      await console(PATHS.consoleMatchCancel, uid, { reason: 'Closed' }),
      await console(PATHS.consoleMatchChange, uid, { interviewAt: '2026-12-22T10:00', ...place }),
    ]) {
      expect(again.json()).toEqual({ code: 'BE_JOBMATCH_STATE_INVALID', errorArgs: [] });
    }

    // An interview whose time has come takes a result, not a change.
    const held = await newSeeker('held@example.mo');
    const heldUid = await invite(held.id, '2026-11-26T10:00');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: buildPath(PATHS.jobmatchReplyEmployer, { id: heldUid }),
      headers: bearer(held.token),
      payload: { accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    ctx.clock.set('2026-11-26T02:30:00.000Z');
    for (const late of [
      await console(PATHS.consoleMatchCancel, heldUid, { reason: 'Late' }),
      await console(PATHS.consoleMatchChange, heldUid, {
        interviewAt: '2026-12-22T10:00',
        ...place,
      }),
    ]) {
      expect(late.json()).toEqual({ code: 'BE_JOBMATCH_STATE_INVALID', errorArgs: [] });
    }

    // The result notice names the result, in the reader's language.
    const result = await console(PATHS.consoleMatchResult, heldUid, { result: 'notHired' });
    expect(result.statusCode, result.body).toBe(200);
    const heldToken = (await ctx.app.services.auth.openSession(held.id)).token;
    const read = async (lang: string) => {
      const res = await ctx.app.inject({
        url: PATHS.notifications,
        headers: { ...bearer(heldToken), 'accept-language': lang },
      });
      return (res.json().content as { event: string; body: string }[]).find(
        (n) => n.event === 'interview.result',
      )?.body;
    };
    expect(await read('en')).toContain(': Not hired.');
    expect(await read('pt')).toContain(': Não contratado.');
    expect(await read('zh')).toContain('：未獲聘用。');
  });
});
