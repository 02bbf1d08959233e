import { inLocale } from '@vaga/contract';
import {
  LOCALE_TO_API_LANGUAGE,
  UNSUBSCRIBE_PAGE_TEXTS,
  paths,
  withLanguage,
  type Locale,
  type NotificationKind,
} from '@vaga/contract';
import { htmlEscape, page } from '../../platform/plain-page.ts';

/**
 * The page of an e-mail's "Stop these e-mails" link, in the e-mail's language: what stops and
 * the one button that stops it (a form posted to `action`), then the confirmation with the way
 * back, the notification settings; or, for a link that is not ours, a page that says so.
 */

const settingsLink = (locale: Locale) => {
  const texts = inLocale(UNSUBSCRIBE_PAGE_TEXTS, locale);
  const href = withLanguage(paths.notificationSettings, LOCALE_TO_API_LANGUAGE[locale]);
  return `<p><a href="${htmlEscape(href)}">${htmlEscape(texts.settings)}</a></p>`;
};

const withKind = (text: string, locale: Locale, kind: NotificationKind) =>
  htmlEscape(text.replace('{kind}', inLocale(UNSUBSCRIBE_PAGE_TEXTS, locale).kinds[kind]));

/** The question: what stops, and the button that stops it. */
export function unsubscribeQuestionPage(
  locale: Locale,
  kind: NotificationKind,
  action: string,
): string {
  const texts = inLocale(UNSUBSCRIBE_PAGE_TEXTS, locale);
  return page(
    locale,
    texts.title,
    `<h1>${withKind(texts.question, locale, kind)}</h1>
<p>${withKind(texts.explain, locale, kind)}</p>
<form method="post" action="${htmlEscape(action)}">
<button type="submit">${htmlEscape(texts.button)}</button></form>`,
  );
}

/** The confirmation: what stopped, and where to switch it on again. */
export function unsubscribedPage(locale: Locale, kind: NotificationKind): string {
  const texts = inLocale(UNSUBSCRIBE_PAGE_TEXTS, locale);
  return page(
    locale,
    texts.title,
    `<h1>${htmlEscape(texts.title)}</h1>
<p role="status">${withKind(texts.done, locale, kind)}</p>
<p>${htmlEscape(texts.undo)}</p>
${settingsLink(locale)}`,
  );
}

/** A link that is not ours (altered, cut short). */
export function invalidUnsubscribePage(locale: Locale): string {
  const texts = inLocale(UNSUBSCRIBE_PAGE_TEXTS, locale);
  return page(
    locale,
    texts.title,
    `<h1>${htmlEscape(texts.title)}</h1>
<p class="error" role="alert">${htmlEscape(texts.invalid)}</p>
${settingsLink(locale)}`,
  );
}
