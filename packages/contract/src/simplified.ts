import {
  localeOfApiLanguage,
  type ApiLanguage,
  type AuthoredApiLanguage,
  type AuthoredLocale,
  type Locale,
} from './languages.ts';

/**
 * Simplified Chinese texts. People write the Traditional ones; the Simplified ones are generated
 * from them (OpenCC, Hong Kong/Taiwan to mainland with phrases, then the reviewed overrides) into
 * a dictionary, Traditional text → Simplified text (`zh-hans.generated.json`, see
 * docs/decisions.md "Simplified Chinese from the Traditional catalogue"). The dictionary is not
 * imported here, or every language's pages would carry it: the server registers it at start, the
 * web when a page opens in zh-Hans. A text the dictionary lacks goes through the converter the
 * server registers (vacancy, event and employer texts), or is shown as written.
 */
let dictionary: Readonly<Record<string, string>> = {};
let convert: ((text: string) => string) | null = null;

export function registerSimplified(
  entries: Readonly<Record<string, string>>,
  converter: ((text: string) => string) | null = convert,
): void {
  dictionary = { ...dictionary, ...entries };
  convert = converter;
}

/** The Simplified form of a Traditional text. */
export function toSimplified(text: string): string {
  if (text === '') return text;
  return dictionary[text] ?? convert?.(text) ?? text;
}

const simplifiedObjects = new WeakMap<object, unknown>();

function simplifyDeep<T>(value: T): T {
  if (typeof value === 'string') return toSimplified(value) as T;
  if (typeof value === 'function') {
    const cached = simplifiedObjects.get(value);
    if (cached) return cached as T;
    // A text built from values (`4 年 6 個月`): its result converted.
    const fn = value as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => simplifyDeep(fn(...args));
    simplifiedObjects.set(value, wrapped);
    return wrapped as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => simplifyDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    const cached = simplifiedObjects.get(value);
    if (cached) return cached as T;
    const result = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, simplifyDeep(item)]),
    ) as T;
    simplifiedObjects.set(value, result);
    return result;
  }
  return value;
}

/**
 * The text (or the record of texts) of a language among those written by people: zh-Hans reads
 * the Traditional one, converted.
 */
export function inLocale<T>(texts: Readonly<Record<AuthoredLocale, T>>, locale: Locale): T {
  if (locale === 'zh-Hans') return simplifyDeep(texts['zh-Hant']);
  return texts[locale];
}

/** The text (or record of texts) of an API language among texts kept by wire value (`zh`, `pt`, `en`). */
export function inApiLanguage<T>(
  texts: Readonly<Record<AuthoredApiLanguage, T>>,
  language: ApiLanguage,
): T {
  if (language === 'zh-Hans') return simplifyDeep(texts.zh);
  return texts[language];
}

/** The text of an API language among texts kept by locale (`zh-Hant`, `pt`, `en`). */
export function inLocaleOf<T>(
  texts: Readonly<Record<AuthoredLocale, T>>,
  language: ApiLanguage,
): T {
  return inLocale(texts, localeOfApiLanguage(language));
}
