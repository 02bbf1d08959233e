import { languageOf, registerSimplified, type Locale } from '@vaga/contract';
// An asset fetched as data, never script: only pages in Simplified Chinese load it. Never inlined
// into the script that names it, however small (every language's first screen would carry it).
import simplifiedTextsUrl from '@vaga/contract/zh-hans.generated.json?url&no-inline';
import { localeLoaders } from './locale-loaders.ts';
import { pseudoFiles } from './pseudo-files.ts';
import { i18n, type Texts, type TextLoader, type Translator } from './translate/translator.ts';

/**
 * Namespaces of the locale files: the app's under `src/locales/<lang>/<ns>.json`, a domain's under
 * `src/features/<domain>/locales/<lang>/<ns>.json` (its own and its console's, `<domain>-console`).
 */
export const NAMESPACES = [
  'common',
  'joboffers',
  'illustrate',
  'jobsearch',
  'favorites',
  'recommendations',
  'profile',
  'cvs',
  'auth',
  'console',
  'jobmatches-console',
  'jobseeks-console',
  'unemployment-console',
  'events-console',
  'postings-console',
  'reports-console',
  'joboffers-console',
  'statistics-console',
  'console-home',
  'booking',
  'jobmatches',
  'jobseeks',
  'records',
  'unemployment',
  'events',
  'notifications',
  'notifications-console',
  'mydata',
  'fit',
  'vacancy-request',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loads the locale files of one language on demand: only the active language is fetched. The
 * consoles' files are listed apart (console-locale-files.ts, loaded when a console first asks for
 * its texts), so the entry every visitor downloads lists only the resident app's.
 */
const LOCALE_FILES = import.meta.glob<{ default: Texts }>(
  [
    './locales/*/*.json',
    './features/*/locales/*/*.json',
    '!./locales/*/console*.json',
    '!./features/*/locales/*/*-console.json',
    // The test languages' (pseudo-locale-files.ts).
    '!./locales/*-X?/*.json',
    '!./features/*/locales/*-X?/*.json',
  ],
  { base: '../..' },
);
const loaders = localeLoaders(LOCALE_FILES);
export const loadTexts: TextLoader = async (language, namespace) => {
  const key = `${language}/${namespace}.json`;
  const load =
    loaders.get(key) ??
    (languageOf(language as Locale).pseudo ? (await pseudoFiles()).pseudoLoaders.get(key) : null) ??
    (await import('./console-locale-files.ts')).consoleLoaders.get(key);
  if (!load) throw new Error(`No texts ${language}/${namespace}`);
  return (await load()).default;
};

/**
 * The Simplified Chinese texts of the contract's catalogues (errors, validation, labels), generated
 * from the Traditional ones (docs/decisions.md "Simplified Chinese from the Traditional catalogue").
 */
async function loadSimplifiedTexts(): Promise<void> {
  const response = await fetch(simplifiedTextsUrl);
  if (response.ok) registerSimplified((await response.json()) as Record<string, string>);
}

/**
 * Starts the translator in the locale, with its common texts loaded (and `namespaces`, the texts of
 * the page being opened, fetched at the same time); `<html lang>` follows (dayjs: shared/lib/dayjs.ts).
 */
export async function initI18n(
  locale: Locale,
  instance: Translator = i18n,
  namespaces: readonly Namespace[] = [],
): Promise<Translator> {
  document.documentElement.lang = locale;
  instance.init({ lng: locale, defaultNS: 'common', loader: loadTexts, useSuspense: true });
  const language = languageOf(locale);
  await Promise.all([
    instance.loadNamespaces(['common', ...namespaces]),
    language.derivedFrom === 'zh-Hant' && loadSimplifiedTexts(),
    // A test language's converter of the texts the server does not send converted (labels).
    language.pseudo && pseudoFiles(),
  ]);
  return instance;
}

/** Makes sure a page's namespaces are loaded before it shows (used by the route table). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
