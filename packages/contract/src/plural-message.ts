import type { Locale } from './locales.ts';
import { formatNumber } from './numbers.ts';

/**
 * Plural forms in a message, as in ICU: `{count, plural, one {# vacancy} other {# vacancies}}`
 * becomes the form the language's rules choose for the value of `count`, `#` its number. An exact
 * form (`=0 {No vacancy}`) wins over the rules' for its value; a form the message does not write
 * reads as `other`. `#` is written as the language writes numbers
 * (`2.351 vagas`).
 */
const PLURAL_BLOCK = /\{(\w+), plural,((?:\s*=?\w+ \{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g;
const FORM = /(=?\w+) \{((?:[^{}]|\{\w+\})*)\}/g;

const RULES = new Map<string, Intl.PluralRules>();

/** The plural rules of a language, made once: Macao's Portuguese is European (`0 vagas`). */
export function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'pt' ? 'pt-PT' : locale);
    RULES.set(locale, rules);
  }
  return rules;
}

/** The forms of each plural block of a message, by the name of its number. */
export function pluralBlocks(message: string): { name: string; forms: Map<string, string> }[] {
  return [...message.matchAll(PLURAL_BLOCK)].map(([, name, body]) => ({
    name,
    forms: new Map([...body.matchAll(FORM)].map(([, form, text]) => [form, text])),
  }));
}

/** The message with each plural block replaced by its form for the given values. */
export function selectPlurals(
  message: string,
  locale: Locale,
  values: Readonly<Record<string, unknown>>,
): string {
  const rules = pluralRules(locale);
  return message.replace(PLURAL_BLOCK, (_whole, name: string, body: string) => {
    const forms = new Map([...body.matchAll(FORM)].map(([, form, text]) => [form, text]));
    const count = Number(values[name]);
    const form = Number.isFinite(count) ? rules.select(count) : 'other';
    const number = Number.isFinite(count) ? formatNumber(count, locale) : String(values[name]);
    const exact = Number.isFinite(count) ? forms.get(`=${count}`) : undefined;
    return (exact ?? forms.get(form) ?? forms.get('other') ?? '').replaceAll('#', number);
  });
}

/** A message with its plural blocks taken out (what is left must not show a bare count). */
export function withoutPlurals(message: string): string {
  return message.replace(PLURAL_BLOCK, '');
}
