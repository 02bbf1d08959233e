import { languageOf } from './languages.ts';
import { inLocale } from './simplified.ts';
import type { AuthoredLocale } from './languages.ts';
import type { Locale } from './locales.ts';

/** The quotation marks each language puts around a name it cites (a job alert's). */
export const QUOTES: Record<AuthoredLocale, readonly [string, string]> = {
  'zh-Hant': ['「', '」'],
  pt: ['«', '»'],
  en: ['"', '"'],
};

/**
 * Names as the language lists them, each in its quotation marks: `「A」和「B」`, `«A» e «B»`,
 * `"A" and "B"` (Intl.ListFormat: Macao's Portuguese is European).
 */
export function quotedList(names: readonly string[], locale: Locale): string {
  const [open, close] = inLocale(QUOTES, locale);
  return new Intl.ListFormat(languageOf(locale).numberLocale, {
    style: 'long',
    type: 'conjunction',
  }).format(names.map((name) => `${open}${name}${close}`));
}
