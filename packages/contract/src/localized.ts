import {
  DEFAULT_LOCALE,
  localeOfApiLanguage,
  sourceApiLanguage,
  sourceLocale,
  type ApiLanguage,
  type AuthoredApiLanguage,
  type Localized,
} from './locales.ts';
import { derivedText } from './simplified.ts';

/**
 * Choosing the text of a language among the three stored ones (spec §3: the `Cn`, `Pt` and `En`
 * columns). An empty Portuguese or English text falls back to Chinese, the text every row has;
 * where a record's answer shows that fallback, it says so (translatedText), and the page marks the
 * text as Chinese.
 */

const COLUMN_SUFFIX: Record<AuthoredApiLanguage, string> = { zh: 'cn', pt: 'pt', en: 'en' };

const HAN = /\p{Script=Han}/u;

/**
 * The text of a language, and whether it is the Chinese one for want of the language's own: that
 * is empty, or a copy of the Chinese (a posting stores the Chinese text where none was typed; a
 * Portuguese or English text with the very Chinese characters is that copy). Simplified Chinese
 * is the Chinese text converted when it is read; the stored text is never altered.
 */
export function translatedText(
  texts: Localized,
  lang: ApiLanguage,
): { text: string; inChinese: boolean } {
  const source = sourceApiLanguage(lang);
  if (source !== lang) {
    // A generated language: its source's text converted (a Chinese fallback stays as it is).
    const from = translatedText(texts, source);
    const text = from.inChinese ? from.text : derivedText(localeOfApiLanguage(lang), from.text);
    return { text, inChinese: from.inChinese };
  }
  const own = texts[lang];
  if (lang === 'zh' || texts.zh === '' || (own !== '' && (own !== texts.zh || !HAN.test(own))))
    return { text: own || texts.zh, inChinese: false };
  return { text: texts.zh, inChinese: true };
}

/** A list of texts (hashtags) of a language, falling back to the Chinese list as a text does. */
export function translatedList(
  lists: Record<AuthoredApiLanguage, readonly string[]>,
  lang: ApiLanguage,
): { list: string[]; inChinese: boolean } {
  const source = sourceApiLanguage(lang);
  if (source !== lang) {
    const from = translatedList(lists, source);
    const locale = localeOfApiLanguage(lang);
    if (from.inChinese) return from;
    return { list: from.list.map((text) => derivedText(locale, text)), inChinese: false };
  }
  const joined = (l: AuthoredApiLanguage) => lists[l].join('\n');
  const { inChinese } = translatedText(
    { zh: joined('zh'), pt: joined('pt'), en: joined('en') },
    lang,
  );
  return { list: [...(inChinese ? lists.zh : lists[lang])], inChinese };
}

/** The text of a language, falling back to Chinese. */
export function pickLocalized(texts: Localized, lang: ApiLanguage): string {
  return translatedText(texts, lang).text;
}

/** The three texts of a `<base>_cn`, `<base>_pt`, `<base>_en` column set (missing ones empty). */
export function localizedColumns(row: Record<string, unknown>, base: string): Localized {
  const text = (lang: AuthoredApiLanguage) => {
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

/**
 * Translated labels (reference options…) stored as rows: each authored language's text by its
 * tag (`zh-Hant`, `pt`, `en`, and any language added to LANGUAGE_LIST later). A language's label
 * follows its record: a derived language (zh-Hans, en-XA) converts its source's label; a missing
 * or empty label, or a copy of the Chinese one, falls back to the Chinese label unconverted, as
 * translatedText does.
 */
export type LabelsByTag = Readonly<Partial<Record<string, string>>>;

export function labelInLanguage(labels: LabelsByTag, lang: ApiLanguage): string {
  const locale = localeOfApiLanguage(lang);
  const source = sourceLocale(locale);
  const chinese = labels[DEFAULT_LOCALE] ?? '';
  const own = labels[source] ?? '';
  if (own === '' || (source !== DEFAULT_LOCALE && own === chinese && HAN.test(own))) return chinese;
  return derivedText(locale, own);
}
