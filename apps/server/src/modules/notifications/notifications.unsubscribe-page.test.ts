import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationPreferencesSchema,
  PATHS,
  paths,
  type NotificationEvent,
} from '@vaga/contract';
import { bearer } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

/** A form's action and the text of a page (its tags out), as a browser would show them. */
const actionOf = (html: string) =>
  /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the links of an e-mail', () => {
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
  afterAll(() => smtp.close());

  /** A seeker with a resume address, reading the app in `language`. */
  const seekerReading = async (language: string, email: string) => {
    const seeker = await createSeeker(ctx.app, { resume: { email } });
    const seen = await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(seeker.token), 'accept-language': language },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    return seeker;
  };

  /** A saved vacancy about to expire is told by e-mail: the e-mail as the SMTP server got it. */
  const mailOf = async (accountId: number, key: string) => {
    const jobOfferId = await createVacancy(ctx.database.db, {
      published_at: NOW,
      title_en: 'Night guard',
      title_pt: 'Guarda nocturno',
    });
    const event: NotificationEvent = 'favourite.expiring';
    await ctx.database.db.transaction().execute((trx) =>
      ctx.app.services.notifications.write(trx, [
        {
          to: { accountId },
          event,
          params: { jobOfferId, expiresAt: '2026-11-30T15:59:59.000Z' },
          link: paths.jobOffer(jobOfferId),
          key,
        },
      ]),
    );
    const before = smtp.received.length;
    await ctx.app.services.notifications.relay();
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) break;
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    return { mail: mails[0]!, jobOfferId };
  };

  const preferencesOf = async (token: string) => {
    const res = await ctx.app.inject({
      url: PATHS.notificationPreferences,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPreferencesSchema.parse(res.json());
  };

  /** The address the e-mail's plain text gives after a link's words (`words address`). */
  const linkAfter = (mail: ParsedMail, label: string) =>
    new URL(new RegExp(`${label}:? (https?://\\S+)`).exec(mail.text ?? '')![1]!);

  it("name the recipient's language, the vacancy's page and the unsubscribe page alike", async () => {
    const seeker = await seekerReading('pt-PT,pt;q=0.9', 'links@example.mo');
    const { mail, jobOfferId } = await mailOf(seeker.id, 'links-test');
    expect(mail.subject).toBe('Vaga guardada quase a expirar: Guarda nocturno');
    const open = linkAfter(mail, 'Ver na Vaga');
    expect(open.pathname).toBe(`/job-service/job/${jobOfferId}`);
    expect(open.searchParams.get('language')).toBe('pt');
    const stop = linkAfter(mail, 'Deixar de receber estes e-mails');
    expect(stop.pathname).toBe(PATHS.unsubscribePage);
    expect(stop.searchParams.get('language')).toBe('pt');
    // The HTML part gives the same addresses, each with the language.
    const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;|&#38;/g, '&'),
    );
    expect(hrefs).toEqual([open.href, stop.href]);
    // Mail programs' one-click address (RFC 8058) names it too.
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line;
    expect(header.replace(/\s+/g, '')).toContain(`language=pt`);
  });

  it("open a page in the e-mail's language that asks, and whose one button switches that kind of e-mail off", async () => {
    const seeker = await seekerReading('en', 'page@example.mo');
    const { mail } = await mailOf(seeker.id, 'page-test');
    const stop = linkAfter(mail, 'Stop these e-mails');

    // A person's click (a link checker's too) only asks: nothing is switched off yet.
    const asked = await ctx.app.inject({ url: `${stop.pathname}${stop.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.body).toContain('<html lang="en">');
    expect(textOf(asked.body)).toContain('Stop the e-mails about saved vacancies?');
    expect((await preferencesOf(seeker.token)).kinds.favourites.email).toBe(true);

    // The button posts the page's form, in a browser as it sends it.
    const action = actionOf(asked.body);
    expect(new URL(action, 'http://x').searchParams.get('language')).toBe('en');
    const pressed = await ctx.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(textOf(pressed.body)).toContain(
      'You will no longer receive e-mails about saved vacancies.',
    );
    expect(pressed.body).toContain('href="/notifications/settings?language=en"');
    const after = await preferencesOf(seeker.token);
    expect(after.kinds.favourites).toEqual({ email: false, push: false, sms: false });
    expect(after.kinds.interviews.email).toBe(true);

    // The settings switch it on again: the next e-mail of that kind is sent.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: PATHS.notificationPreferences,
      headers: bearer(seeker.token),
      payload: { kinds: { ...after.kinds, favourites: { email: true, push: false, sms: false } } },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await mailOf(seeker.id, 'page-test-again')).mail.subject).toBe(
      'Saved vacancy expiring: Night guard',
    );
  });

  it('keep the one-click POST of mail programs (RFC 8058) switching the kind off', async () => {
    const seeker = await seekerReading('zh-Hant', 'one-click@example.mo');
    const { mail } = await mailOf(seeker.id, 'one-click-test');
    // The header lines as they came over the wire (mailparser folds List-* into one object).
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)!
        .line.slice(name.length + 1)
        .replace(/\s+/g, ' ')
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(header('list-unsubscribe'))![1]!);
    expect(oneClick.searchParams.get('language')).toBe('zh');
    expect(oneClick.pathname).toBe(PATHS.notificationsUnsubscribe);
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toMatchObject({ kind: 'favourites' });
    expect((await preferencesOf(seeker.token)).kinds.favourites.email).toBe(false);
  });

  it.each([
    ['zh', 'zh-Hant', '不再接收關於收藏職位的電郵？', '此連結無效'],
    ['pt', 'pt', 'Deixar de receber e-mails sobre vagas guardadas?', 'Esta ligação não é válida'],
  ])('speak the language the link names (%s)', async (language, lang, question, invalid) => {
    const seeker = await seekerReading('en', `page-${language}@example.mo`);
    const { mail } = await mailOf(seeker.id, `language-test-${language}`);
    const stop = linkAfter(mail, 'Stop these e-mails');
    stop.searchParams.set('language', language);
    const asked = await ctx.app.inject({ url: `${stop.pathname}${stop.search}` });
    expect(asked.body).toContain(`<html lang="${lang}">`);
    expect(textOf(asked.body)).toContain(question);

    // A link altered or cut short says so, and changes nothing.
    const token = stop.searchParams.get('token')!;
    for (const forged of [`${token.slice(0, -2)}xx`, 'short']) {
      stop.searchParams.set('token', forged);
      const url = `${stop.pathname}${stop.search}`;
      const shown = await ctx.app.inject({ url });
      expect(shown.statusCode).toBe(400);
      expect(textOf(shown.body)).toContain(invalid);
      const posted = await ctx.app.inject({ method: 'POST', url });
      expect(posted.statusCode).toBe(400);
      expect(posted.body).toContain(`<html lang="${lang}">`);
    }
    expect((await preferencesOf(seeker.token)).kinds.favourites.email).toBe(true);
  });
});
