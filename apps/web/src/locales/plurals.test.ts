import { describe, expect, it } from 'vitest';
import { pluralBlocks, pluralRules, withoutPlurals, type Locale } from '@vaga/contract';

/** Every screens file of the catalogue, by language then namespace. */
const found = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/texts/*/screens/*.json',
  { eager: true, import: 'default' },
);
const files = Object.entries(found).map(([file, texts]) => {
  const [, language, namespace] = /\/([^/]+)\/screens\/([^/]+)\.json$/.exec(file)!;
  return { language: language as Locale, namespace, texts };
});

/** Every leaf of a screens file as `path → text`. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leaves(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** `{count}` before a word: "3 vacancies", "3 個職位". (A count after a label needs no form.) */
const COUNTING = /\{\s*count\s*\}\s?\p{L}/u;
/** A word with an optional plural ending: "report(s)", "ano(s)", "mês(es)". */
const OPTIONAL_PLURAL = /\p{L}\((s|es|as|os)\)/u;
/**
 * A number placed before what it counts, in English: `{n} vacancies`, `{n} saved vacancies`.
 * Only `count` chooses a plural form, so every counted number is `{count}`.
 */
const COUNTED = /\{\s*(\w+)\s*\} (?!(?:is|was|has|does) )(?:\p{Ll}+ )?\p{Ll}+s(?!\p{L})/u;

/**
 * The plural forms a message misses in its language: each block must write every form of the
 * language's rules (but `many`, which reads as `other`), and a count before a word must be in a
 * block.
 */
function missingForms(language: Locale, message: string): string[] {
  const forms = pluralRules(language)
    .resolvedOptions()
    .pluralCategories.filter((form) => form !== 'many');
  const blocks = pluralBlocks(message);
  const missing: string[] = blocks.flatMap(({ forms: written }) =>
    forms.filter((form) => !written.has(form)),
  );
  if (COUNTING.test(withoutPlurals(message))) missing.push('(not a plural)');
  return missing;
}

describe('plurals in every language', () => {
  it('no text writes a plural as an optional ending, "(s)"', () => {
    expect(files.length).toBeGreaterThan(60);
    for (const { language, namespace, texts } of files)
      for (const [path, text] of leaves(texts))
        expect(text, `${language}/${namespace}:${path}`).not.toMatch(OPTIONAL_PLURAL);
  });

  it('every text that counts, and every plural, has the forms of each language', () => {
    const missing: string[] = [];
    for (const { language, namespace, texts } of files)
      for (const [path, text] of leaves(texts))
        for (const form of missingForms(language, text))
          missing.push(`${language}/${namespace}:${path} ${form}`);
    expect(missing).toEqual([]);
    // The check itself: a form missing, or a count outside a plural, is found.
    expect(missingForms('pt', '{count, plural, other {{count} vagas}}')).toEqual(['one']);
    expect(missingForms('en', 'Saved {count} vacancies')).toEqual(['(not a plural)']);
    expect(missingForms('zh-Hant', '{count, plural, other {{count} 個職位}}')).toEqual([]);
  });

  it('every number before what it counts is the count that picks the form', () => {
    const wrong: string[] = [];
    for (const { namespace, texts } of files.filter((file) => file.language === 'en'))
      for (const [path, text] of leaves(texts)) {
        const counted = COUNTED.exec(text);
        if (counted && counted[1] !== 'count') wrong.push(`en/${namespace}:${path}: ${text}`);
      }
    expect(wrong).toEqual([]);
  });
});
