import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  LANGUAGE_LIST,
  TEXT_DOMAINS,
  formatNumber,
  registerFormatter,
  registerTexts,
  type LanguageRecord,
  type MessageFormatter,
  type TextDomain,
} from '@vaga/contract';

/**
 * The server's side of the contract's catalogues (packages/contract/src/texts.ts): it reads every
 * language of the list from its folder, `texts/<tag>/<domain>.json`, and formats full ICU with
 * intl-messageformat. A language is its record plus its folder: nothing here names one.
 */
export const TEXTS_ROOT = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vaga/contract/package.json')),
  'texts',
);

export type Catalogues = Map<string, Map<TextDomain, Record<string, string>>>;

/** Every domain's texts of every language, read from `<root>/<tag>/<domain>.json`. */
export function readCatalogues(
  languages: readonly Pick<LanguageRecord, 'tag'>[] = LANGUAGE_LIST,
  root: string = TEXTS_ROOT,
): Catalogues {
  return new Map(
    languages.map((language) => [
      language.tag,
      new Map(
        TEXT_DOMAINS.map((domain) => [
          domain,
          JSON.parse(
            readFileSync(path.join(root, language.tag, `${domain}.json`), 'utf8'),
          ) as Record<string, string>,
        ]),
      ),
    ]),
  );
}

/** The subfolder of a language's catalogue that holds the web app's namespaces. */
export const SCREENS = 'screens';

/** Every message of a screens file (nested keys, lists), flat: `a.b.0.c → message`. */
export function flatMessages(node: unknown, prefix = '', into: Record<string, string> = {}) {
  if (typeof node === 'string') into[prefix] = node;
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      flatMessages(value, prefix === '' ? key : `${prefix}.${key}`, into);
  else into[prefix] = String(node);
  return into;
}

/**
 * The web app's namespaces of every language, read from `<root>/<tag>/screens/<namespace>.json`,
 * each as `screens/<namespace>` with its messages flat (`a.b` keys): what `catalogueProblems`
 * checks and the formatters are compared on, as the domains are.
 */
export function readScreens(
  languages: readonly Pick<LanguageRecord, 'tag'>[] = LANGUAGE_LIST,
  root: string = TEXTS_ROOT,
): ScreenCatalogues {
  return new Map(
    languages.map((language) => {
      const folder = path.join(root, language.tag, SCREENS);
      const files = readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort();
      return [
        language.tag,
        new Map(
          files.map((file) => [
            `${SCREENS}/${file.replace(/\.json$/, '')}`,
            flatMessages(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))),
          ]),
        ),
      ];
    }),
  );
}

/** Catalogues by language, then by file (a domain, or `screens/<namespace>`). */
export type ScreenCatalogues = Map<string, Map<string, Record<string, string>>>;

/** How every message is parsed: `<b>` in a text is text, not a tag. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

/** The names a message writes as plain arguments (`{0}`), in its plural forms too. */
function plainArguments(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) plainArguments(option.value, into);
  }
  return into;
}

/** The names a message counts with (`{count, plural, …}`). */
function pluralNames(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (element.type === TYPE.plural) into.add(element.value);
      for (const option of Object.values(element.options)) pluralNames(option.value, into);
    }
  return into;
}

/**
 * A counted name written plainly (`{count, plural, other {{count} vacancies}}`, as the screens
 * write it) read as a number, as the plural's `#` is: written as the language writes numbers.
 */
function countsAsNumbers(elements: MessageFormatElement[], counted: ReadonlySet<string>): void {
  elements.forEach((element, i) => {
    if (element.type === TYPE.argument && counted.has(element.value))
      elements[i] = { type: TYPE.number, value: element.value, style: null };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) countsAsNumbers(option.value, counted);
  });
}

interface Compiled {
  format: IntlMessageFormat;
  plain: Set<string>;
}

/**
 * An ICU formatter for the languages of a list: numbers (plain arguments and a plural's `#`) as the
 * language writes them (`formatNumber`), plural rules of its `numberLocale`; a plain argument
 * without a value is left as written, as the web's formatter does.
 */
export function icuFormatter(
  languages: readonly LanguageRecord[] = LANGUAGE_LIST,
): MessageFormatter {
  const compiled = new Map<string, Compiled>();
  const numberLocale = new Map(languages.map((l) => [l.tag, l.numberLocale]));
  return (language, message, values) => {
    const cacheKey = `${language}\u0000${message}`;
    let entry = compiled.get(cacheKey);
    if (!entry) {
      const locale = numberLocale.get(language) ?? language;
      const lang = language as Parameters<typeof formatNumber>[1];
      const ast = parse(message, PARSE_OPTIONS);
      countsAsNumbers(ast, pluralNames(ast));
      entry = {
        format: new IntlMessageFormat(ast, locale, undefined, {
          ignoreTag: true,
          formatters: {
            getNumberFormat: (locales, options) =>
              options
                ? new Intl.NumberFormat(locales, options)
                : ({ format: (n: number) => formatNumber(n, lang) } as Intl.NumberFormat),
            getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
            getPluralRules: (...args) => new Intl.PluralRules(...args),
          },
        }),
        plain: plainArguments(ast),
      };
      compiled.set(cacheKey, entry);
    }
    const lang = language as Parameters<typeof formatNumber>[1];
    const filled: Record<string, string | number> = {};
    for (const name of entry.plain) {
      const value = values[name];
      filled[name] =
        value === undefined
          ? `{${name}}`
          : typeof value === 'number'
            ? formatNumber(value, lang)
            : value;
    }
    // A plural's own value stays a number; a plain argument is the text written above.
    const all: Record<string, string | number> = { ...values };
    for (const [name, value] of Object.entries(filled))
      if (!(typeof values[name] === 'number' && usedAsNumber(message, name))) all[name] = value;
    return String(entry.format.format(all));
  };
}

/** Whether a message reads an argument as a number (plural, selectordinal, number). */
function usedAsNumber(message: string, name: string): boolean {
  return new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|selectordinal|number)`).test(message);
}

/**
 * Registers every language's texts and the ICU formatter with the contract: the test languages'
 * too, which are answered in only where they are switched on (`allowPseudoLanguages`).
 */
export function registerCatalogues(
  languages: readonly LanguageRecord[] = LANGUAGE_LIST,
  root: string = TEXTS_ROOT,
): void {
  for (const [language, domains] of readCatalogues(languages, root))
    for (const [domain, messages] of domains) registerTexts(language, domain, messages);
  registerFormatter(icuFormatter(languages));
}
