import { languageOf } from './languages.ts';
import type { Locale } from './locales.ts';
import { text } from './texts.ts';

/**
 * Names as the language lists them, each in its quotation marks (the `notifications` catalogue's
 * `quotedName`): `「A」和「B」`, `«A» e «B»`, `"A" and "B"` (Intl.ListFormat of the language's
 * record: Macao's Portuguese is European).
 */
export function quotedList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(languageOf(locale).numberLocale, {
    style: 'long',
    type: 'conjunction',
  }).format(names.map((name) => text(locale, 'notifications', 'quotedName', { name })));
}
