import { LOCALES, type Locale } from '@vaga/contract';

/** Raw counts of people by their language of use (before small groups are withheld). */
export type LanguageCounts = Record<Locale, number>;

export const emptyLanguageCounts = (): LanguageCounts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as LanguageCounts;

/** A stored language of use as one of the app's; none, or one no longer offered, is zh-Hant. */
export function languageOfUse(stored: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(stored) ? (stored as Locale) : LOCALES[0];
}

/** Rows `{ period, locale, n }` counted by the database, as counts by period and language. */
export function countsByLanguage(
  periods: number,
  rows: readonly Record<string, unknown>[],
): LanguageCounts[] {
  const out = Array.from({ length: periods }, emptyLanguageCounts);
  for (const row of rows) out[Number(row.period)][languageOfUse(row.locale)] += Number(row.n ?? 0);
  return out;
}
