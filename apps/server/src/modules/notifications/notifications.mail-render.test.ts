import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  LOCALE_TO_API_LANGUAGE,
  notificationMailTexts,
  PATHS,
  paths,
  withLanguage,
  type Locale,
} from '@vaga/contract';
import { bearer } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { renderNotification } from './notification-texts.ts';

const NOW = '2026-11-22T02:00:00.000Z';
/** How each language is asked for, and how the vacancies are titled in it. */
const LANGUAGES: Record<
  Locale,
  { header: string; column: 'title_cn' | 'title_pt' | 'title_en' | 'title_hans' }
> = {
  'zh-Hant': { header: 'zh', column: 'title_cn' },
  // Simplified Chinese reads the Chinese titles, converted (廚師 → 厨师).
  'zh-Hans': { header: 'zh-Hans', column: 'title_hans' },
  pt: { header: 'pt', column: 'title_pt' },
  en: { header: 'en', column: 'title_en' },
};
const TITLES = {
  title_cn: ['廚師', '保安員', '文員 & 助理'],
  title_pt: ['Cozinheiro', 'Segurança', 'Escriturário & assistente'],
  title_en: ['Cook', 'Security guard', 'Clerk & assistant'],
  title_hans: ['厨师', '保安员', '文员 & 助理'],
};

/** The text of an HTML fragment as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

describe('e-mails as the service writes them, through a real SMTP server', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let vacancies: number[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vaga <no-reply@vaga.test>' },
    });
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerId = await createEmployer(db);
    vacancies = [];
    for (const i of [0, 1, 2]) {
      vacancies.push(
        await createVacancy(db, {
          employer_id: employerId,
          published_at: '2026-11-21T02:00:00.000Z',
          title_cn: TITLES.title_cn[i],
          title_pt: TITLES.title_pt[i],
          title_en: TITLES.title_en[i],
        }),
      );
    }
  });
  afterAll(() => smtp.close());

  it.each(LOCALES)(
    'lays out a daily digest in %s: its vacancies a list of linked titles, the plain text from the same markup',
    async (locale) => {
      const { header, column } = LANGUAGES[locale];
      const address = `digest-${locale}@example.mo`;
      const seeker = await createSeeker(ctx.app, { resume: { email: address } });
      await ctx.app.inject({
        url: PATHS.notifications,
        headers: { ...bearer(seeker.token), 'accept-language': header },
      });
      const listLink = paths.jobList({ type: 'local', keyword: 'cook' });
      await ctx.database.db.transaction().execute((trx) =>
        ctx.app.services.notifications.write(trx, [
          {
            to: { accountId: seeker.id },
            event: 'alert.digest',
            params: { search: 'Kitchen', count: 3, jobOfferIds: vacancies.join(',') },
            link: listLink,
            key: `render:${locale}:digest`,
          },
        ]),
      );
      await ctx.app.services.notifications.relayQuietly();
      for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) break;

      const mails = smtp.to(address);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const titles = TITLES[column];
      const texts = renderNotification('alert.digest', locale, {
        search: 'Kitchen',
        count: 3,
        vacancies: titles.map((title) => `• ${title}`).join('\n'),
      });
      expect(mail.subject).toBe(texts.title);
      const html = mail.html || '';
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));

      // One list, an item per vacancy, each title a link to the vacancy's page.
      expect(html.match(/<ul\b/g)).toHaveLength(1);
      const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
      expect(items).toHaveLength(3);
      items.forEach((item, i) => {
        const link = /<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(item);
        expect(link, item).not.toBeNull();
        expect(link![1]).toContain(`${ctx.config.publicUrl}${paths.jobOffer(vacancies[i])}`);
        expect(textOf(link![2])).toBe(titles[i]);
      });
      // The titles are not run into a paragraph.
      for (const paragraph of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
        for (const title of titles) expect(textOf(paragraph[1])).not.toContain(title);
      }
      // The button opens the job list, in the recipient's language.
      const list = withLanguage(listLink, LOCALE_TO_API_LANGUAGE[locale]);
      expect(html).toContain(`href="${ctx.config.publicUrl}${list.replaceAll('&', '&amp;')}"`);

      // The plain text: the same heading, sentences, vacancies with their links, and footer.
      const text = mail.text ?? '';
      expect(text).not.toBe('');
      expect(text).not.toContain('<');
      expect(text).toContain(texts.title);
      for (const line of texts.body.split('\n').filter((l) => !l.startsWith('• '))) {
        expect(text).toContain(line);
        expect(textOf(html)).toContain(line);
      }
      titles.forEach((title, i) => {
        expect(text).toContain(`${title} ${ctx.config.publicUrl}${paths.jobOffer(vacancies[i])}`);
      });
      const lines = text.split('\n');
      const listed = titles.map((title) => lines.findIndex((l) => l.includes(title)));
      expect(listed.every((index, i) => index >= 0 && (i === 0 || index > listed[i - 1]))).toBe(
        true,
      );
      const words = notificationMailTexts(locale);
      for (const part of [text, textOf(html)]) {
        expect(part).toContain(words.footer);
        expect(part).toContain(words.unsubscribe);
        expect(part).toContain(words.open);
      }
    },
  );
});
