import { LANGUAGE_LIST, type LanguageRecord } from './languages.ts';
import type { ApiLanguage, Locale } from './locales.ts';

const fractionFormats = new Map<string, Intl.NumberFormat>();

/** The record of a language named by its tag or its wire value (`zh` → zh-Hant). */
function recordOf(language: string): LanguageRecord | undefined {
  return (
    LANGUAGE_LIST.find((record) => record.tag === language) ??
    LANGUAGE_LIST.find((record) => record.wire === language)
  );
}

/**
 * A number as the reader's language writes it, grouped by thousands from 1,000 on: 12000 →
 * "12,000" in Chinese and English, "12.000" in Portuguese (1234.5 → "1,234.5" / "1.234,5", up to
 * two decimals): `Intl.NumberFormat` of the language's tag. The one number format of both sides:
 * the server's texts (e-mails, notifications, PDFs, error messages) and the web app's pages. Whole
 * numbers are grouped with the record's `thousandsSeparator` (a page's first `Intl.NumberFormat`
 * loads the language's number data); numbers.test.ts checks both ways agree for every record.
 */
export function formatNumber(value: number, language: Locale | ApiLanguage): string {
  const record = recordOf(language);
  if (!record || !Number.isSafeInteger(value)) {
    const tag = record?.tag ?? language;
    let format = fractionFormats.get(tag);
    if (!format) {
      format = new Intl.NumberFormat(tag, {
        // Grouped from 1,000 on in every language (Portugal's own rule starts at 10 000).
        useGrouping: 'always',
        maximumFractionDigits: 2,
      });
      fractionFormats.set(tag, format);
    }
    return format.format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, record.thousandsSeparator);
  return value < 0 ? `-${digits}` : digits;
}
