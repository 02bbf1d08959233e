import type ERRORS from '../texts/zh-Hant/errors.json';
import type LOGIN from '../texts/zh-Hant/login.json';
import type NOTIFICATIONS from '../texts/zh-Hant/notifications.json';
import type VALIDATION from '../texts/zh-Hant/validation.json';
import type { Locale } from './locales.ts';
import { formatNumber } from './numbers.ts';
import { selectPlurals } from './plural-message.ts';

/**
 * The catalogues of the texts the system produces, one folder per language:
 * `packages/contract/texts/<tag>/<domain>.json`, each text an ICU MessageFormat message
 * (`{0}`, `{count, plural, one {…} other {…}}`). The keys are typed from the default language's
 * files (zh-Hant); test/texts-catalogue.test.ts (server) fails on a key missing in any language or
 * on arguments that differ from the default language's. zh-Hans is generated from zh-Hant
 * (`npm run zh-hans -w @vaga/server`). A language is its record in languages.ts plus its folder.
 *
 * Nothing here imports a catalogue, or every page would carry every language: the server registers
 * every language's files at start (formatting with intl-messageformat), the web the page
 * language's when a page opens (formatting with `formatSimple` below, which knows the part of ICU
 * the catalogues use; the server's test checks both agree on every message of every language).
 */
export interface TextDomains {
  errors: typeof ERRORS;
  validation: typeof VALIDATION;
  /** Notifications: inbox, e-mail, SMS and push (`<event>.title|body|short`, `mail.*`). */
  notifications: typeof NOTIFICATIONS;
  /** The embedded single-account login page the server renders. */
  login: typeof LOGIN;
}
export type TextDomain = keyof TextDomains;
export const TEXT_DOMAINS = [
  'errors',
  'validation',
  'notifications',
  'login',
] as const satisfies readonly TextDomain[];
/** The domains the web app shows (the others are the server's: e-mails, SMS, push). */
export const WEB_TEXT_DOMAINS = ['errors', 'validation'] as const satisfies readonly TextDomain[];
export type TextKey<D extends TextDomain> = keyof TextDomains[D] & string;
/** A message's values: by name, or by position (`{0}`, `{1}` …, the error responses' `errorArgs`). */
export type TextValues = Readonly<Record<string, string | number>> | readonly (string | number)[];
/** Formats one message of a language with its values. */
export type MessageFormatter = (
  language: string,
  message: string,
  values: Readonly<Record<string, string | number>>,
) => string;

const catalogues = new Map<string, Map<TextDomain, Readonly<Record<string, string>>>>();

/**
 * The subset of ICU the web formats without the ICU parser: `{name}` (a number written as the
 * language writes numbers; a name without a value is left as written), plural blocks with `#`,
 * and `''` for an apostrophe.
 */
export const formatSimple: MessageFormatter = (language, message, values) => {
  const lang = language as Locale;
  const chosen = selectPlurals(message, lang, values);
  return chosen
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? formatNumber(value, lang) : value;
    })
    .replaceAll("''", "'");
};

let formatter: MessageFormatter = formatSimple;

/** Sets the formatter of every text (the server's formats full ICU with intl-messageformat). */
export function registerFormatter(format: MessageFormatter): void {
  formatter = format;
}

/** Gives a language's texts of a domain (the parsed JSON of `texts/<tag>/<domain>.json`). */
export function registerTexts(
  language: string,
  domain: TextDomain,
  messages: Readonly<Record<string, string>>,
): void {
  let domains = catalogues.get(language);
  if (!domains) {
    domains = new Map();
    catalogues.set(language, domains);
  }
  domains.set(domain, messages);
}

/** Whether a language's texts of a domain are registered. */
export function hasTexts(language: string, domain: TextDomain): boolean {
  return catalogues.get(language)?.has(domain) ?? false;
}

/** A language's registered catalogue of a domain. */
export function registeredTexts(
  language: string,
  domain: TextDomain,
): Readonly<Record<string, string>> | undefined {
  return catalogues.get(language)?.get(domain);
}

/** The message of a key as written in a language's catalogue (undefined when not registered). */
export function rawText(language: string, domain: TextDomain, key: string): string | undefined {
  const messages = catalogues.get(language)?.get(domain);
  return messages && Object.hasOwn(messages, key) ? messages[key] : undefined;
}

function valuesByName(values: TextValues): Readonly<Record<string, string | number>> {
  if (!Array.isArray(values)) return values as Readonly<Record<string, string | number>>;
  return Object.fromEntries(values.map((value: string | number, i) => [String(i), value]));
}

/**
 * The text of a key in a language, its arguments filled. A key the language's catalogue lacks (or
 * a catalogue not yet loaded) answers the key itself, as an unknown text does in the web's
 * translator.
 */
export function text<D extends TextDomain>(
  language: string,
  domain: D,
  key: TextKey<D>,
  values: TextValues = {},
): string {
  const message = rawText(language, domain, key);
  if (message === undefined) return key;
  return formatter(language, message, valuesByName(values));
}
