import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_MATCH_STATUS,
  NotificationPreferencesSchema,
  PATHS,
  buildPath,
  macaoWallClock,
} from '@vaga/contract';
import { bearer, createAccount, demoAccount, loginAs } from '../../../test/auth.ts';
import { insertMatch } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { profileInput } from '../../../test/factories/profile.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

/** A real SMTP server on a free port: keeps every message it receives, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

describe('e-mail through a real SMTP server', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vaga <no-reply@vaga.test>' },
    });
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('sends the invitation to `resident` in their language, with the reply-by date and a one-click unsubscribe', async () => {
    const { db } = ctx.database;
    const employerId = await createEmployer(db);
    const jobOfferId = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_pt: 'Empregado de mesa',
    });
    const resident = await createAccount(ctx.app, demoAccount(ctx.app, 'resident'));
    const residentToken = (await ctx.app.services.auth.openSession(resident.id)).token;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: bearer(residentToken),
      payload: profileInput({ isPublic: 1, email: 'resident@example.mo' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The resident uses the app in Portuguese.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notifications,
      headers: { ...bearer(residentToken), 'accept-language': 'pt-PT,pt;q=0.9' },
    });
    expect(seen.statusCode).toBe(200);

    const employerToken = await loginAs(ctx.app, {
      euid: 'mailing-employer',
      accountType: 'employer',
      employerId,
    });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: { ...bearer(employerToken), 'accept-language': 'en' },
      payload: {
        jobOfferId,
        seekerId: resident.id,
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await ctx.app.scheduler.runDue();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('resident@example.mo');
    expect(mail.from?.text).toContain('no-reply@vaga.test');
    expect(mail.subject).toBe('Convite para entrevista: Empregado de mesa');
    // Reply by: 10 days on, 10:00 in Macao.
    expect(mail.text).toContain('Responda até 2026/12/02 10:00');
    expect(mail.html).toContain('Responda até 2026/12/02 10:00');
    // The header lines as they came over the wire (mailparser folds List-* into one object).
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.slice(name.length + 1)
        .replace(/\s+/g, ' ')
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(header('list-unsubscribe') ?? '')![1]);
    expect(link.pathname).toBe(PATHS.notificationsUnsubscribe);

    // What a mail client does on "unsubscribe" (RFC 8058): POST the form, no login.
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'pt',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toEqual({
      kind: 'interviews',
      message: 'Deixou de receber estes e-mails.',
    });
    const preferences = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notificationPreferences,
      headers: bearer(residentToken),
    });
    expect(NotificationPreferencesSchema.parse(preferences.json()).kinds.interviews.email).toBe(
      false,
    );
  });

  it('attaches the calendar entry to the "interview arranged" e-mail, the entry the app\'s .ics downloads', async () => {
    const { db } = ctx.database;
    const employerId = await createEmployer(db);
    const jobOfferId = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_en: 'Waiter',
      title_pt: 'Empregado de mesa',
    });
    const seeker = await createAccount(ctx.app);
    const seekerToken = (await ctx.app.services.auth.openSession(seeker.id)).token;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: bearer(seekerToken),
      payload: profileInput({ isPublic: 1, email: 'arranged@example.mo' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The seeker uses the app in English.
    await ctx.app.inject({
      method: 'GET',
      url: PATHS.notifications,
      headers: { ...bearer(seekerToken), 'accept-language': 'en' },
    });
    const match = await insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      jobOfferId,
      status: JOB_MATCH_STATUS.requested,
    });
    const employerToken = await loginAs(ctx.app, {
      euid: 'arranging-employer',
      accountType: 'employer',
      employerId,
    });
    const arranged = await ctx.app.inject({
      method: 'POST',
      url: buildPath(PATHS.consoleMatchArrange, { id: match.uid }),
      headers: { ...bearer(employerToken), 'accept-language': 'zh-Hant' },
      payload: {
        interviewAt: '2026-12-20T15:30',
        location: 'Avenida da Praia Grande 1, 3/F',
        contactPhone: '28781234',
      },
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const before = smtp.received.length;
    await ctx.app.scheduler.runDue();

    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Interview arranged: Waiter');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file.contentType).toBe('text/calendar');
    expect(file.filename).toMatch(/^IV.+\.ics$/);
    const type = file.headers.get('content-type') as { params: Record<string, string> };
    expect(type.params.method).toBe('REQUEST');
    const text = file.content.toString('utf8');
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    // 20 December, 15:30 in Macao.
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe('2026-12-20T07:30:00.000Z');
    expect(macaoWallClock(start).toISOString().slice(0, 16)).toBe('2026-12-20T15:30');
    expect(event.summary).toMatch(/^Waiter — /);
    expect(event.location).toBe('Avenida da Praia Grande 1, 3/F');

    // The same entry the app downloads.
    const download = await ctx.app.inject({
      url: buildPath(PATHS.jobmatchCalendar, { id: match.uid }),
      headers: { ...bearer(seekerToken), 'accept-language': 'en' },
    });
    expect(download.statusCode, download.body).toBe(200);
    const downloaded = new ICAL.Event(
      new ICAL.Component(ICAL.parse(download.body) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(downloaded.uid).toBe(event.uid);
    expect(downloaded.sequence).toBe(event.sequence);
    expect(downloaded.startDate.toJSDate()).toEqual(start);
    expect(downloaded.location).toBe(event.location);
  });
});
