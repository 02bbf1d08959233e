import type { ApiLanguage, Locale } from './locales.ts';

/** The thousands separator of each language's whole numbers (as its `Intl.NumberFormat` writes them). */
const THOUSANDS_SEPARATOR: Record<Locale | ApiLanguage, string> = {
  'zh-Hant': ',',
  'zh-Hans': ',',
  zh: ',',
  pt: '.',
  en: ',',
};

const fractionFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the reader's language writes it, grouped by thousands from 1,000 on: 12000 →
 * "12,000" in Chinese and English, "12.000" in Portuguese (1234.5 → "1,234.5" / "1.234,5", up to
 * two decimals). The one number format of both sides: the server's texts (e-mails, notifications,
 * PDFs, error messages) and the web app's pages. Whole numbers are grouped without `Intl` (a
 * page's first `Intl.NumberFormat` loads the language's number data); numbers.test.ts checks both
 * ways agree.
 */
export function formatNumber(value: number, language: Locale | ApiLanguage): string {
  // A language known only by its record (no separator above) writes numbers as `Intl` does.
  if (!Number.isSafeInteger(value) || !Object.hasOwn(THOUSANDS_SEPARATOR, language)) {
    let format = fractionFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language === 'zh' ? 'zh-Hant' : language, {
        // Grouped from 1,000 on in every language (Portugal's own rule starts at 10 000).
        useGrouping: 'always',
        maximumFractionDigits: 2,
      });
      fractionFormats.set(language, format);
    }
    return format.format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[language]);
  return value < 0 ? `-${digits}` : digits;
}
