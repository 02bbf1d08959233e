import {
  languageOf,
  localeOfApiLanguage,
  sourceLocale,
  type ApiLanguage,
  type AuthoredApiLanguage,
  type AuthoredLocale,
  type Locale,
  sourceApiLanguage,
} from './languages.ts';

/**
 * Simplified Chinese texts. People write the Traditional ones; the Simplified catalogues are
 * generated from them (OpenCC, Hong Kong/Taiwan to mainland with phrases, then the reviewed
 * overrides: docs/decisions.md "Simplified Chinese from the Traditional catalogue"). A text that
 * is in no catalogue (vacancy, event and employer texts people entered) goes through the
 * converter the server registers; the web registers none, and shows such a text as written.
 */
let convert: ((text: string) => string) | null = null;

/** Sets the converter of the Traditional texts that are in no catalogue (the server's). */
export function registerSimplified(converter: (text: string) => string): void {
  convert = converter;
}

/** The Simplified form of a Traditional text. */
export function toSimplified(text: string): string {
  if (text === '') return text;
  return convert?.(text) ?? text;
}

let pseudo: ((text: string) => string) | null = null;

/**
 * Registers the test languages' converter (`pseudoText`, `@vaga/contract/pseudo`): the server at
 * start, the web app when a page opens in one, so no other page carries it.
 */
export function registerPseudo(converter: (text: string) => string): void {
  pseudo = converter;
}

/**
 * A text of the language a generated language is made from, in that language: zh-Hans's
 * Traditional text converted, a test language's English pseudo-localized; a written language's
 * text as it is.
 */
export function derivedText(locale: Locale, text: string): string {
  const language = languageOf(locale);
  if (!language.derivedFrom) return text;
  if (language.pseudo) return pseudo?.(text) ?? text;
  return toSimplified(text);
}

/** Records of texts already converted, by language. */
const derivedObjects = new Map<Locale, WeakMap<object, unknown>>();

function deriveDeep<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return derivedText(locale, value) as T;
  let kept = derivedObjects.get(locale);
  if (!kept) derivedObjects.set(locale, (kept = new WeakMap()));
  if (typeof value === 'function') {
    const cached = kept.get(value);
    if (cached) return cached as T;
    // A text built from values (`4 年 6 個月`): its result converted.
    const fn = value as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => deriveDeep(fn(...args), locale);
    kept.set(value, wrapped);
    return wrapped as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => deriveDeep(item, locale)) as T;
  if (value !== null && typeof value === 'object') {
    const cached = kept.get(value);
    if (cached) return cached as T;
    const result = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, deriveDeep(item, locale)]),
    ) as T;
    kept.set(value, result);
    return result;
  }
  return value;
}

/**
 * The text (or the record of texts) of a language among those written by people: a generated
 * language reads the one it is made from, converted (zh-Hans the Traditional one).
 */
export function inLocale<T>(texts: Readonly<Record<AuthoredLocale, T>>, locale: Locale): T {
  const source = sourceLocale(locale);
  return source === locale ? texts[source] : deriveDeep(texts[source], locale);
}

/** The text (or record of texts) of an API language among texts kept by wire value (`zh`, `pt`, `en`). */
export function inApiLanguage<T>(
  texts: Readonly<Record<AuthoredApiLanguage, T>>,
  language: ApiLanguage,
): T {
  const source = sourceApiLanguage(language);
  return source === language
    ? texts[source]
    : deriveDeep(texts[source], localeOfApiLanguage(language));
}

/** The text of an API language among texts kept by locale (`zh-Hant`, `pt`, `en`). */
export function inLocaleOf<T>(
  texts: Readonly<Record<AuthoredLocale, T>>,
  language: ApiLanguage,
): T {
  return inLocale(texts, localeOfApiLanguage(language));
}
