import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale } from '@vaga/contract';

/** Namespaces of the locale files under src/locales/<lang>/<ns>.json. */
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
  'booking',
  'jobmatches',
  'jobseeks',
  'records',
  'unemployment',
  'events',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loads the locale files of one language on demand: only the active language is fetched. */
const backend = resourcesToBackend(
  (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`),
);

const DAYJS_LOCALES: Record<Locale, () => Promise<unknown>> = {
  'zh-Hant': () => import('dayjs/locale/zh-tw'),
  pt: () => import('dayjs/locale/pt'),
  en: () => Promise.resolve(),
};
const DAYJS_NAMES: Record<Locale, string> = { 'zh-Hant': 'zh-tw', pt: 'pt', en: 'en' };

/**
 * Starts i18next in the locale, with its common texts loaded (and `namespaces`, the texts of
 * the page being opened, fetched at the same time); `<html lang>` and dayjs follow.
 */
export async function initI18n(
  locale: Locale,
  instance: I18n = i18next,
  namespaces: readonly Namespace[] = [],
): Promise<I18n> {
  document.documentElement.lang = locale;
  await Promise.all([
    instance
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: false,
        supportedLngs: ['zh-Hant', 'pt', 'en'],
        load: 'currentOnly',
        ns: ['common', ...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      }),
    DAYJS_LOCALES[locale]().then(() => dayjs.locale(DAYJS_NAMES[locale])),
  ]);
  return instance;
}

/** Makes sure a page's namespaces are loaded before it shows (used by the route table). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}
