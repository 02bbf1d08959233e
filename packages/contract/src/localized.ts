import type { ApiLanguage, Localized } from './locales.ts';

/**
 * Choosing the text of a language among the three stored ones (spec §3: the `Cn`, `Pt` and `En`
 * columns). An empty Portuguese or English text falls back to Chinese, the text every row has.
 */

const COLUMN_SUFFIX: Record<ApiLanguage, string> = { zh: 'cn', pt: 'pt', en: 'en' };

/** The text of a language, falling back to Chinese. */
export function pickLocalized(texts: Localized, lang: ApiLanguage): string {
  return texts[lang] || texts.zh;
}

/** The three texts of a `<base>_cn`, `<base>_pt`, `<base>_en` column set (missing ones empty). */
export function localizedColumns(row: Record<string, unknown>, base: string): Localized {
  const text = (lang: ApiLanguage) => {
    const value = row[`${base}_${COLUMN_SUFFIX[lang]}`];
    return typeof value === 'string' ? value : '';
  };
  return { zh: text('zh'), pt: text('pt'), en: text('en') };
}

/** The text of a `<base>_cn/_pt/_en` column set in a language. */
export function pickColumn(row: Record<string, unknown>, base: string, lang: ApiLanguage): string {
  return pickLocalized(localizedColumns(row, base), lang);
}

/** The name of a row read as `nameCn`, `namePt`, `nameEn` (reference options, job classes). */
export function pickBySuffix(
  row: { nameCn: string; namePt: string; nameEn: string },
  lang: ApiLanguage,
): string {
  return pickLocalized({ zh: row.nameCn, pt: row.namePt, en: row.nameEn }, lang);
}
