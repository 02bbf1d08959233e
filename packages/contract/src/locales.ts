import {
  LANGUAGE_LIST,
  LANGUAGES,
  LOCALES,
  languagesInUse,
  type ApiLanguage,
  type AuthoredApiLanguage,
  type Locale,
} from './languages.ts';

export {
  API_LANGUAGES,
  AUTHORED_LOCALES,
  DEFAULT_LOCALE,
  LANGUAGES,
  LANGUAGE_LIST,
  LOCALES,
  PSEUDO_LANGUAGES,
  apiLanguageOf,
  isSimplified,
  languageOf,
  languagesInUse,
  manifestFileName,
  languageOfWire,
  localeOfApiLanguage,
  sourceApiLanguage,
  sourceLocale,
  allowPseudoLanguages,
  TEST_LANGUAGES_META,
  testLanguagesNamed,
} from './languages.ts';
export type {
  ApiLanguage,
  AuthoredApiLanguage,
  AuthoredLocale,
  LanguageRecord,
  Locale,
} from './languages.ts';

/** The API's wire value of each language (zh-Hant → `zh`), from the list of languages. */
export const LOCALE_TO_API_LANGUAGE = Object.fromEntries(
  LANGUAGE_LIST.map((language) => [language.tag, language.wire]),
) as Record<Locale, ApiLanguage>;

export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' &&
    ((LOCALES as readonly string[]).includes(value) ||
      languagesInUse().some((language) => language.tag === value))
  );
}

/**
 * Reads a language code as people and other apps write it (`zh-Hant`, `zh_TW`, `zh-HK`, `zh`,
 * `pt`, `pt-PT`, `en-US`…) into one of the app's locales; anything else is null. A test language
 * (`en-XA`) is read only by its exact tag, and only where it is in use (`allowPseudoLanguages`).
 */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const tag = value.trim().replace(/_/g, '-').toLowerCase();
  if (tag === '') return null;
  const exact = languagesInUse().find((language) => language.tag.toLowerCase() === tag);
  // A test language stands where the offered ones do; the types name only those.
  if (exact) return exact.tag as Locale;
  const alias = LANGUAGES.find((language) => (language.aliases as readonly string[]).includes(tag));
  if (alias) return alias.tag;
  const primary = tag.split('-')[0];
  return (
    LANGUAGES.find((language) => (language.aliases as readonly string[]).includes(primary!))?.tag ??
    null
  );
}

/**
 * Picks the API language from an Accept-Language header value: its first tag that names one of
 * the languages (`zh`, `zh-Hans`, `zh-CN`, `pt-PT`, `en-US`…); zh when nothing matches.
 */
export function apiLanguageFrom(header: string | undefined | null): ApiLanguage {
  if (!header) return 'zh';
  for (const part of header.split(',')) {
    const locale = normalizeLocale(part.split(';')[0]);
    if (locale) return LOCALE_TO_API_LANGUAGE[locale];
  }
  return 'zh';
}

/** A text in the three written languages, as reference options and vacancies carry them. */
export type Localized = Record<AuthoredApiLanguage, string>;
