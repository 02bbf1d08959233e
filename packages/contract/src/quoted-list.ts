import type { Locale } from './locales.ts';

/** The quotation marks each language puts around a name it cites (a job alert's). */
export const QUOTES: Record<Locale, readonly [string, string]> = {
  'zh-Hant': ['「', '」'],
  pt: ['«', '»'],
  en: ['"', '"'],
};

/**
 * Names as the language lists them, each in its quotation marks: `「A」和「B」`, `«A» e «B»`,
 * `"A" and "B"` (Intl.ListFormat: Macao's Portuguese is European).
 */
export function quotedList(names: readonly string[], locale: Locale): string {
  const [open, close] = QUOTES[locale];
  return new Intl.ListFormat(locale === 'pt' ? 'pt-PT' : locale, {
    style: 'long',
    type: 'conjunction',
  }).format(names.map((name) => `${open}${name}${close}`));
}
