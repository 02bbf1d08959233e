import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedDeliveryPageSchema, PATHS, REJECT_REASONS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { DELIVERY_ATTEMPTS } from './outbox.ts';

// 10:00 on 22 November in Macao (UTC+8), out of quiet hours.
const NOW = '2026-11-22T02:00:00.000Z';
const MINUTE = 60_000;

/**
 * A real SMTP server on a free port that refuses every message while `refusing` (451, as a
 * server that is busy or down answers), and keeps every message it accepts, parsed.
 */
async function startRefusingSmtpServer() {
  const state = { refusing: true, refused: 0 };
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Mail service not available now'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, state, received, url: `smtp://127.0.0.1:${port}` };
}

describe('a notice whose moment has passed is not sent', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  let employerId = 0;
  let employerToken = '';
  let staffToken = '';

  beforeAll(async () => {
    smtp = await startRefusingSmtpServer();
    ctx = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vaga <no-reply@vaga.test>' },
    });
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    employerToken = await loginAs(ctx.app, {
      euid: 'lapse-employer',
      accountType: 'employer',
      employerId,
    });
    staffToken = await loginAs(ctx.app, { euid: 'lapse-staff', accountType: 'staff' });
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  /** Invites a seeker with a resume e-mail to a new vacancy; answers the match's uid. */
  const invite = async (email: string) => {
    const seeker = await createSeeker(ctx.app, { resume: { email } });
    const jobOfferId = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_en: 'Night porter',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: { ...bearer(employerToken), 'accept-language': 'en' },
      payload: {
        jobOfferId,
        seekerId: seeker.id,
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const match = await ctx.database.db
      .selectFrom('job_match')
      .select('uid')
      .where('account_id', '=', seeker.id)
      .executeTakeFirstOrThrow();
    return { ...seeker, uid: match.uid };
  };
  const decline = async (seeker: { token: string; uid: string }) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.jobmatchReplyEmployer.replace(':id', seeker.uid),
      headers: bearer(seeker.token),
      payload: { accept: false, rejectReasonId: REJECT_REASONS.foundJob },
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  /** The invitation's e-mail delivery to a seeker. */
  const invitationMail = (accountId: number) =>
    ctx.database.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select(['d.id', 'd.state', 'd.lapse', 'd.attempts', 'd.last_error'])
      .where('n.account_id', '=', accountId)
      .where('n.event', '=', 'interview.invited')
      .where('d.channel', '=', 'email')
      .executeTakeFirstOrThrow();
  const mailsTo = (address: string) =>
    smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === address);
  const staffList = async (lang: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.consoleFailedDeliveries}?size=50`,
      headers: { ...bearer(staffToken), 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return FailedDeliveryPageSchema.parse(res.json()).content;
  };

  it('skips the retry of an invitation the seeker declined after its first e-mail failed', async () => {
    smtp.state.refusing = true;
    const declining = await invite('declines@example.mo');
    const waiting = await invite('waits@example.mo');
    await ctx.app.scheduler.runDue();
    // The first attempt of both e-mails was refused.
    expect(await invitationMail(declining.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(smtp.state.refused).toBeGreaterThanOrEqual(2);

    await decline(declining);
    smtp.state.refusing = false;
    ctx.clock.advance(2 * MINUTE);
    await ctx.app.scheduler.runDue();

    // The declined invitation's retry sends nothing; the one still waiting goes out.
    expect(mailsTo('declines@example.mo')).toHaveLength(0);
    expect(mailsTo('waits@example.mo')).toHaveLength(1);
    const skipped = await invitationMail(declining.id);
    expect(skipped).toMatchObject({ state: 'skipped', lapse: 'invitationAnswered', attempts: 1 });
    expect(skipped.last_error).toContain('451');
    expect(await invitationMail(waiting.id)).toMatchObject({ state: 'sent', lapse: null });

    // Staff see it, named in words, skipped with its reason.
    const listed = (await staffList('en')).find((d) => d.id === skipped.id);
    expect(listed).toMatchObject({
      state: 'skipped',
      lapse: 'invitationAnswered',
      title: 'Interview invitation: Night porter',
      event: 'interview.invited',
      recipient: { type: 'personal' },
    });
    expect(listed!.recipient.name).not.toBe('');
  });

  it('skips the staff retry of a failed invitation the seeker declined since, and sends one that still waits', async () => {
    smtp.state.refusing = true;
    const declining = await invite('declines-later@example.mo');
    const waiting = await invite('waits-longer@example.mo');
    for (let i = 0; i < 20; i += 1) {
      await ctx.app.scheduler.runDue();
      ctx.clock.advance(MINUTE);
    }
    const failed = await invitationMail(declining.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: DELIVERY_ATTEMPTS });
    expect((await invitationMail(waiting.id)).state).toBe('failed');

    await decline(declining);
    smtp.state.refusing = false;
    const retry = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: PATHS.consoleDeliveryRetry.replace(':id', String(id)),
        headers: bearer(staffToken),
      });
    expect((await retry(failed.id)).statusCode).toBe(204);
    expect((await retry((await invitationMail(waiting.id)).id)).statusCode).toBe(204);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();

    expect(mailsTo('declines-later@example.mo')).toHaveLength(0);
    expect(mailsTo('waits-longer@example.mo')).toHaveLength(1);
    expect(await invitationMail(declining.id)).toMatchObject({
      state: 'skipped',
      lapse: 'invitationAnswered',
    });
    // Skipped, it cannot be tried again.
    expect((await retry(failed.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    const listed = (await staffList('pt')).find((d) => d.id === failed.id);
    expect(listed).toMatchObject({
      state: 'skipped',
      lapse: 'invitationAnswered',
      attempts: DELIVERY_ATTEMPTS,
    });
  });
});
