import { LANGUAGES, inLocale, isLocale, type Locale } from '@vaga/contract';
import { htmlEscape, page } from '../../platform/plain-page.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES, demoDescription } from './demo-accounts.ts';

export { htmlEscape, page };

export const LOGIN_PAGE_TEXT = {
  'zh-Hant': {
    title: '單一帳戶登入（示範）',
    intro: '這是示範用的單一帳戶登入頁。',
    username: '帳戶名稱',
    password: '密碼',
    submit: '登入',
    accounts: '示範帳戶（密碼皆為 {0}）',
    invalid: '帳戶名稱或密碼不正確',
    error: '登入未能完成，請返回應用程式再試',
    logoutTitle: '登出單一帳戶',
    logoutQuestion: '要登出單一帳戶嗎？',
    logoutYes: '登出',
    logoutNo: '保持登入',
    loggedOut: '您已登出單一帳戶。',
  },
  pt: {
    title: 'Conta única — iniciar sessão (demonstração)',
    intro: 'Página de demonstração do início de sessão da conta única.',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    accounts: 'Contas de demonstração (palavra-passe {0})',
    invalid: 'Nome de utilizador ou palavra-passe incorrectos',
    error: 'Não foi possível iniciar sessão; volte à aplicação e tente de novo',
    logoutTitle: 'Terminar sessão da conta única',
    logoutQuestion: 'Deseja terminar a sessão da conta única?',
    logoutYes: 'Terminar sessão',
    logoutNo: 'Manter sessão',
    loggedOut: 'Terminou a sessão da conta única.',
  },
  en: {
    title: 'Single account login (demo)',
    intro: 'This is the demo login page of the single account.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    accounts: 'Demo accounts (password {0})',
    invalid: 'Wrong username or password',
    error: 'The login could not be completed; go back to the app and try again',
    logoutTitle: 'Log out of the single account',
    logoutQuestion: 'Do you want to log out of the single account?',
    logoutYes: 'Log out',
    logoutNo: 'Stay logged in',
    loggedOut: 'You have logged out of the single account.',
  },
} as const;

export type PageText = { readonly [K in keyof (typeof LOGIN_PAGE_TEXT)['zh-Hant']]: string };

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

export function pageText(locale: Locale): PageText {
  return inLocale<PageText>(LOGIN_PAGE_TEXT, locale);
}

export function loginPage(input: {
  locale: Locale;
  action: string;
  selfPath: string;
  username?: string;
  invalid?: boolean;
}): string {
  const t = inLocale<PageText>(LOGIN_PAGE_TEXT, input.locale);
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
<h2>${htmlEscape(t.accounts.replace('{0}', DEMO_PASSWORD))}</h2><table>${rows}</table>`,
  );
}

export function errorPage(locale: Locale): string {
  const t = inLocale<PageText>(LOGIN_PAGE_TEXT, locale);
  return page(
    locale,
    t.title,
    `<h1>${htmlEscape(t.title)}</h1><p class="error" role="alert">${htmlEscape(t.error)}</p>`,
  );
}
