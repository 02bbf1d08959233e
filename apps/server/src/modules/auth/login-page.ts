import { LANGUAGES, isLocale, text, type Locale, type TextKey } from '@vaga/contract';
import { htmlEscape, page } from '../../platform/plain-page.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES, demoDescription } from './demo-accounts.ts';

export { htmlEscape, page };

/** The page's words, in every language's `texts/<tag>/login.json` (keys typed from zh-Hant's). */
const PAGE_WORDS = [
  'title',
  'intro',
  'username',
  'password',
  'submit',
  'accounts',
  'invalid',
  'error',
  'logoutTitle',
  'logoutQuestion',
  'logoutYes',
  'logoutNo',
  'loggedOut',
] as const satisfies readonly TextKey<'login'>[];
type Unlisted = Exclude<TextKey<'login'>, (typeof PAGE_WORDS)[number]>;
const everyWordListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyWordListed;

export type PageText = { readonly [K in TextKey<'login'>]: string };

function toLocale(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('pt')) return 'pt';
  if (t.startsWith('en')) return 'en';
  if (t.startsWith('zh')) return 'zh-Hant';
  return null;
}

/** The page language: `lang` query, then `ui_locales`, then Accept-Language, default zh-Hant. */
export function pageLocale(input: {
  lang?: unknown;
  uiLocales?: unknown;
  acceptLanguage?: unknown;
}): Locale {
  if (isLocale(input.lang)) return input.lang;
  const candidates = [
    ...(typeof input.uiLocales === 'string' ? input.uiLocales.split(' ') : []),
    ...(typeof input.acceptLanguage === 'string'
      ? input.acceptLanguage.split(',').map((p) => p.split(';')[0])
      : []),
  ];
  for (const tag of candidates) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return 'zh-Hant';
}

/** The page's words in a language (`accounts` with its `{0}` as written). */
export function pageText(locale: Locale): PageText {
  return Object.fromEntries(
    PAGE_WORDS.map((word) => [word, text(locale, 'login', word)]),
  ) as unknown as PageText;
}

export function loginPage(input: {
  locale: Locale;
  action: string;
  selfPath: string;
  username?: string;
  invalid?: boolean;
}): string {
  const t = pageText(input.locale);
  const languages = LANGUAGES.map(
    (l) =>
      `<a href="${htmlEscape(`${input.selfPath}?lang=${l.tag}`)}" lang="${l.tag}">${l.selfName}</a>`,
  ).join('');
  const rows = DEMO_USERNAMES.map(
    (u) =>
      `<tr><td><code>${u}</code></td><td>${htmlEscape(demoDescription(u, input.locale))}</td></tr>`,
  ).join('');
  return page(
    input.locale,
    t.title,
    `<nav>${languages}</nav><h1>${htmlEscape(t.title)}</h1><p>${htmlEscape(t.intro)}</p>
${input.invalid ? `<p class="error" role="alert">${htmlEscape(t.invalid)}</p>` : ''}
<form method="post" action="${htmlEscape(input.action)}">
<input type="hidden" name="lang" value="${input.locale}">
<label>${htmlEscape(t.username)}<input name="username" autocomplete="username" required value="${htmlEscape(input.username ?? '')}"></label>
<label>${htmlEscape(t.password)}<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${htmlEscape(t.submit)}</button></form>
<h2>${htmlEscape(text(input.locale, 'login', 'accounts', [DEMO_PASSWORD]))}</h2><table>${rows}</table>`,
  );
}

export function errorPage(locale: Locale): string {
  const t = pageText(locale);
  return page(
    locale,
    t.title,
    `<h1>${htmlEscape(t.title)}</h1><p class="error" role="alert">${htmlEscape(t.error)}</p>`,
  );
}
