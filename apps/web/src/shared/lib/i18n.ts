import { languageOf, type Locale } from '@vaga/contract';
import { localeLoaders } from './locale-loaders.ts';
import { pseudoFiles } from './pseudo-files.ts';
import { i18n, type Texts, type TextLoader, type Translator } from './translate/translator.ts';

/**
 * Namespaces of the web app's texts, each a file of the language's catalogue:
 * `packages/contract/texts/<tag>/screens/<ns>.json` (a domain's own and its console's,
 * `<domain>-console`).
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
 * Loads the screens' files of one language on demand: only the active language is fetched. The
 * consoles' files are listed apart (console-locale-files.ts, loaded when a console first asks for
 * its texts), so the entry every visitor downloads lists only the resident app's.
 */
const LOCALE_FILES = import.meta.glob<{ default: Texts }>([
  '../../../../../packages/contract/texts/*/screens/*.json',
  '!../../../../../packages/contract/texts/*/screens/console*.json',
  '!../../../../../packages/contract/texts/*/screens/*-console.json',
  // The test languages' (pseudo-locale-files.ts).
  '!../../../../../packages/contract/texts/*-X?/screens/*.json',
]);
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
    // A test language's converter of the texts the server does not send converted (labels).
    language.pseudo && pseudoFiles(),
  ]);
  return instance;
}

/** Makes sure a page's namespaces are loaded before it shows (used by the route table). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
