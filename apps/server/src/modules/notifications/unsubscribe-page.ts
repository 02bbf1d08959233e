import {
  LOCALE_TO_API_LANGUAGE,
  paths,
  text,
  withLanguage,
  type Locale,
  type NotificationKind,
  type TextKey,
} from '@vaga/contract';
import { htmlEscape, page } from '../../platform/plain-page.ts';

/**
 * The page of an e-mail's "Stop these e-mails" link, in the e-mail's language: what stops and
 * the one button that stops it (a form posted to `action`), then the confirmation with the way
 * back, the notification settings; or, for a link that is not ours, a page that says so. Its words
 * are the `notifications` catalogue's `unsubscribe.*` (`{kind}`: the kind, as a sentence names it).
 */

type PageWord = TextKey<'notifications'> & `unsubscribe.${string}`;

const word = (locale: Locale, key: PageWord) => htmlEscape(text(locale, 'notifications', key));

const settingsLink = (locale: Locale) => {
  const href = withLanguage(paths.notificationSettings, LOCALE_TO_API_LANGUAGE[locale]);
  return `<p><a href="${htmlEscape(href)}">${word(locale, 'unsubscribe.settings')}</a></p>`;
};

const withKind = (locale: Locale, key: PageWord, kind: NotificationKind) =>
  htmlEscape(
    text(locale, 'notifications', key, {
      kind: text(locale, 'notifications', `unsubscribe.kind.${kind}`),
    }),
  );

/** The question: what stops, and the button that stops it. */
export function unsubscribeQuestionPage(
  locale: Locale,
  kind: NotificationKind,
  action: string,
): string {
  return page(
    locale,
    text(locale, 'notifications', 'unsubscribe.title'),
    `<h1>${withKind(locale, 'unsubscribe.question', kind)}</h1>
<p>${withKind(locale, 'unsubscribe.explain', kind)}</p>
<form method="post" action="${htmlEscape(action)}">
<button type="submit">${word(locale, 'unsubscribe.button')}</button></form>`,
  );
}

/** The confirmation: what stopped, and where to switch it on again. */
export function unsubscribedPage(locale: Locale, kind: NotificationKind): string {
  return page(
    locale,
    text(locale, 'notifications', 'unsubscribe.title'),
    `<h1>${word(locale, 'unsubscribe.title')}</h1>
<p role="status">${withKind(locale, 'unsubscribe.done', kind)}</p>
<p>${word(locale, 'unsubscribe.undo')}</p>
${settingsLink(locale)}`,
  );
}

/** A link that is not ours (altered, cut short). */
export function invalidUnsubscribePage(locale: Locale): string {
  return page(
    locale,
    text(locale, 'notifications', 'unsubscribe.title'),
    `<h1>${word(locale, 'unsubscribe.title')}</h1>
<p class="error" role="alert">${word(locale, 'unsubscribe.invalid')}</p>
${settingsLink(locale)}`,
  );
}
