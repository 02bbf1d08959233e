import type CV_PDF from '../texts/zh-Hant/cv-pdf.json';
import type DATA_EXPORT from '../texts/zh-Hant/data-export.json';
import type DEMO_ACCOUNTS from '../texts/zh-Hant/demo-accounts.json';
import type ERRORS from '../texts/zh-Hant/errors.json';
import type EVENTS from '../texts/zh-Hant/events.json';
import type FIT from '../texts/zh-Hant/fit.json';
import type JOB_CATALOG from '../texts/zh-Hant/job-catalog.json';
import type JOBMATCHES from '../texts/zh-Hant/jobmatches.json';
import type JOBOFFERS from '../texts/zh-Hant/joboffers.json';
import type JOBSEEKS from '../texts/zh-Hant/jobseeks.json';
import type LOGIN from '../texts/zh-Hant/login.json';
import type MYDATA from '../texts/zh-Hant/mydata.json';
import type NOTIFICATIONS from '../texts/zh-Hant/notifications.json';
import type UNEMPLOYMENT from '../texts/zh-Hant/unemployment.json';
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
 * The web app's screens are in the same folder, `texts/<tag>/screens/<namespace>.json` (nested
 * keys, each leaf an ICU message), loaded and formatted by the web's translator with
 * `formatSimple`; the same test checks them.
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
  /** Who each demo account of the login page is (the server's). */
  'demo-accounts': typeof DEMO_ACCOUNTS;
  /** Events: their statuses, kinds and the actions of their history. */
  events: typeof EVENTS;
  /** The job-seeking registration: its name, states, results, actions and contact choices. */
  jobseeks: typeof JOBSEEKS;
  /** The unemployment registration: its name, states, reasons, file kinds and actions. */
  unemployment: typeof UNEMPLOYMENT;
  /** Interview matches: the reasons of a rejection, of an automatic ending (the server's). */
  jobmatches: typeof JOBMATCHES;
  /** The job classes' catalogue: its figures' names (the server's). */
  'job-catalog': typeof JOB_CATALOG;
  /** The generated CV (the server's PDF). */
  'cv-pdf': typeof CV_PDF;
  /** The data export's PDF summary (the server's). */
  'data-export': typeof DATA_EXPORT;
  /** The skill fit: the names of the requirements and of the five languages it knows. */
  fit: typeof FIT;
  /** The seeker's own data: the reason an erasure withdraws what was open (the server's). */
  mydata: typeof MYDATA;
  /** Vacancies: salary units, employers' kinds, "no requirement", their search-engine data's names. */
  joboffers: typeof JOBOFFERS;
}
export type TextDomain = keyof TextDomains;
export const TEXT_DOMAINS = [
  'errors',
  'validation',
  'notifications',
  'login',
  'events',
  'jobseeks',
  'unemployment',
  'jobmatches',
  'job-catalog',
  'cv-pdf',
  'data-export',
  'demo-accounts',
  'fit',
  'mydata',
  'joboffers',
] as const satisfies readonly TextDomain[];
/**
 * The domains every page of the web app that shows an error or a form loads (the others are the
 * server's: e-mails, SMS, push, PDFs, or the web's on a page's demand: `WEB_LABEL_DOMAINS`).
 */
export const WEB_TEXT_DOMAINS = ['errors', 'validation'] as const satisfies readonly TextDomain[];
/**
 * The names of states and kinds the web shows on the pages that need them (the consoles, forms;
 * `fit`: the languages a vacancy's requirements name; `joboffers`: the salary units).
 */
export const WEB_LABEL_DOMAINS = [
  'events',
  'jobseeks',
  'unemployment',
  'fit',
  'joboffers',
] as const satisfies readonly TextDomain[];
export type WebTextDomain = (typeof WEB_TEXT_DOMAINS)[number] | (typeof WEB_LABEL_DOMAINS)[number];
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
