import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_EVENTS, rawText, type NotificationEvent } from '@vaga/contract';
import { renderMail } from './mail/notice-mail.tsx';
import { renderNotification } from './notification-texts.ts';

const GROUPED = { 'zh-Hant': '2,351', 'zh-Hans': '2,351', pt: '2.351', en: '2,351' } as const;
const links = { open: 'https://vaga.example/jobs', unsubscribe: 'https://vaga.example/u' };

describe('notification texts', () => {
  it('write a digest’s count as the recipient’s language writes numbers, in the inbox and the e-mail', async () => {
    for (const locale of LOCALES) {
      const texts = renderNotification('alert.digest', locale, {
        search: 'Cook',
        count: 2351,
        vacancies: '• Cook',
      });
      const mail = await renderMail({ locale, ...texts, ...links });
      for (const text of [texts.title, texts.body, mail.subject, mail.text, mail.html]) {
        expect(text, locale).toContain(GROUPED[locale]);
        expect(text, locale).not.toContain('2351');
      }
    }
  });

  it('group the count wherever a text names it, in every language', () => {
    const events = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];
    for (const event of events) {
      for (const locale of LOCALES) {
        const title = rawText(locale, 'notifications', `${event}.title`) ?? '';
        const body = rawText(locale, 'notifications', `${event}.body`) ?? '';
        const names = [...`${title} ${body}`.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
        if (!names.includes('count')) continue;
        // Every other value an instant, which every kind of value (a day, a title) takes.
        const values: Record<string, string | number> = Object.fromEntries(
          names.map((name) => [name, '2026-11-22T04:00:00.000Z']),
        );
        values.count = 2351;
        const texts = renderNotification(event, locale, values);
        expect(`${texts.title} ${texts.body}`, `${event} ${locale}`).toContain(GROUPED[locale]);
        expect(`${texts.title} ${texts.body}`, `${event} ${locale}`).not.toContain('2351');
      }
    }
  });

  it('leave no NUL character in an e-mail, whatever the length of its title', async () => {
    for (let length = 1; length <= 160; length += 1) {
      const mail = await renderMail({
        locale: 'en',
        title: 'x'.repeat(length),
        body: 'Body',
        ...links,
      });
      expect(mail.html.includes('\0') || mail.text.includes('\0'), `title of ${length}`).toBe(
        false,
      );
    }
  });
});
