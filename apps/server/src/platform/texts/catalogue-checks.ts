import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from '@vaga/contract';
import { PARSE_OPTIONS } from './catalogues.ts';

/**
 * The kind of value an argument takes. A plain argument, a number and a plural take the same (a
 * language with one plural form, Chinese, writes a count plainly where English needs its forms).
 */
const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'value',
  [TYPE.number]: 'value',
  [TYPE.plural]: 'value',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
};

/** A message's arguments, each as `name:kind` (`0:value`, `when:date`), sorted. */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KIND[element.type];
      if (kind && 'value' in element) found.add(`${element.value}:${kind}`);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, PARSE_OPTIONS));
  return [...found].sort();
}

/**
 * What is wrong in the catalogues (the domains', or the screens': `readScreens`), measured against
 * the default language's (zh-Hant), whose keys type the texts: a file or a key missing or extra in
 * a language, a message that is not ICU, arguments that differ. Empty when every language has every key with the same arguments.
 */
export function catalogueProblems(
  catalogues: ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, string>>>>,
  reference: string = DEFAULT_LOCALE,
): string[] {
  const problems: string[] = [];
  const base = catalogues.get(reference);
  if (!base) return [`no catalogue of ${reference}`];
  for (const [language, domains] of catalogues) {
    for (const domain of domains.keys())
      if (!base.has(domain)) problems.push(`${language}/${domain}: not a file of ${reference}`);
    for (const [domain, expected] of base) {
      const messages = domains.get(domain);
      if (!messages) {
        problems.push(`${language}/${domain}: missing`);
        continue;
      }
      for (const key of Object.keys(expected))
        if (!Object.hasOwn(messages, key)) problems.push(`${language}/${domain}: ${key} missing`);
      for (const [key, message] of Object.entries(messages)) {
        if (!Object.hasOwn(expected, key)) {
          problems.push(`${language}/${domain}: ${key} is not a key of ${reference}`);
          continue;
        }
        try {
          const own = messageArguments(message).join(', ');
          const wanted = messageArguments(expected[key]!).join(', ');
          if (own !== wanted)
            problems.push(`${language}/${domain}: ${key} has arguments [${own}], not [${wanted}]`);
        } catch (error) {
          problems.push(`${language}/${domain}: ${key} is not ICU (${String(error)})`);
        }
      }
    }
  }
  return problems;
}
