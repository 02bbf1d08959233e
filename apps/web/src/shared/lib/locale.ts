import {
  DEFAULT_LOCALE,
  LOCALE_TO_API_LANGUAGE,
  normalizeLocale,
  STORAGE_KEYS,
  allowPseudoLanguages,
  testLanguagesNamed,
  TEST_LANGUAGES_META,
  type ApiLanguage,
  type Locale,
} from '@vaga/contract';
import { readLocal, writeLocal } from './storage.ts';

/** The name of the URL query parameter that chooses the language (spec §2). */
export const LANGUAGE_QUERY = 'language';

export { normalizeLocale };

/**
 * The test languages (en-XA) the server answers in, as its page names them (TEST_LANGUAGES_META,
 * written where it runs with PSEUDO_LANGUAGES=1); none without a page (the server renderer, told
 * by the server: entry-server.tsx).
 */
export function serverTestLanguages(doc: Document | undefined = globalThis.document): string[] {
  const meta = doc?.querySelector(`meta[name="${TEST_LANGUAGES_META}"]`);
  return testLanguagesNamed(meta?.getAttribute('content'));
}

/**
 * A test language shows when the page's address names it by its exact tag and the server answers
 * in it; else its tag is read as the server reads it (`en-XA` → en). It is in no list a resident
 * chooses from (the language switch reads the offered languages).
 */
export function adoptServerTestLanguages(doc?: Document): void {
  allowPseudoLanguages(serverTestLanguages(doc).length > 0);
}

adoptServerTestLanguages();

/** Locale rule of spec §2: the `language` query first, then the stored locale, then zh-Hant. */
export function resolveLocale(search: string, stored: string | null): Locale {
  const fromQuery = normalizeLocale(new URLSearchParams(search).get(LANGUAGE_QUERY));
  return fromQuery ?? normalizeLocale(stored) ?? DEFAULT_LOCALE;
}

let current: Locale = DEFAULT_LOCALE;

/**
 * Decides the locale of this page load from the address and local storage, and stores it, so a
 * language chosen by query survives navigation and reloads.
 */
export function initLocale(
  search: string = window.location.search,
  /**
   * Inside the government app, the app's language (spec §7 bridge): after the `language` query,
   * which comes first everywhere (spec §2), and before the stored locale.
   */
  appLocale: Locale | null = null,
): Locale {
  const fromQuery = normalizeLocale(new URLSearchParams(search).get(LANGUAGE_QUERY));
  const stored = readLocal(STORAGE_KEYS.locale);
  current = fromQuery ?? appLocale ?? resolveLocale(search, stored);
  if (stored !== current) writeLocal(STORAGE_KEYS.locale, current);
  return current;
}

/** Sets the locale the components read (the server renderer, for the page it renders). */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

export function currentLocale(): Locale {
  return current;
}

/** The Accept-Language value the API expects for the current locale (zh | pt | en). */
export function currentApiLanguage(): ApiLanguage {
  return LOCALE_TO_API_LANGUAGE[current];
}

/**
 * Switches language the way spec §2 says: save it, then reload. The `language` query is removed
 * first, or it would win over the saved choice after the reload.
 */
export function switchLocale(locale: Locale): void {
  writeLocal(STORAGE_KEYS.locale, locale);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_QUERY);
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}
