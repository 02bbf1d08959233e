/** UI locales (spec §9): zh-Hant is the default and the fallback. */
export const LOCALES = ['zh-Hant', 'pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hant';

/** Values of the Accept-Language header the API understands (spec §7). */
export const API_LANGUAGES = ['zh', 'pt', 'en'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export const LOCALE_TO_API_LANGUAGE: Record<Locale, ApiLanguage> = {
  'zh-Hant': 'zh',
  pt: 'pt',
  en: 'en',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads a language code as people and other apps write it (`zh-Hant`, `zh_TW`, `zh-HK`, `zh`,
 * `pt`, `pt-PT`, `en-US`…) into one of the app's locales; anything else is null.
 */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const tag = value.trim().replace(/_/g, '-').toLowerCase();
  if (tag === '') return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const primary = tag.split('-')[0];
  if (primary === 'zh') return 'zh-Hant';
  if (primary === 'pt') return 'pt';
  if (primary === 'en') return 'en';
  return null;
}

/** Picks the API language from an Accept-Language header value; zh when nothing matches. */
export function apiLanguageFrom(header: string | undefined | null): ApiLanguage {
  if (!header) return 'zh';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('zh')) return 'zh';
  }
  return 'zh';
}

/** A text in the three languages, as reference options and vacancies carry them. */
export interface Localized {
  zh: string;
  pt: string;
  en: string;
}
