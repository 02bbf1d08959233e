import { describe, expect, it } from 'vitest';
import { PLURAL_LOCALE } from '@/shared/lib/translate/translator.ts';

/** Every locale file, the app's and the domains', by language then namespace. */
const found = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '../features/*/locales/*/*.json'],
  { eager: true, import: 'default' },
);
const files = Object.entries(found).map(([file, texts]) => {
  const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  return { language, namespace, texts };
});

/** Every leaf of a locale tree as `path → text`. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leaves(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** A plural form's key: `base_one`, `base_other`… */
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
/** `{{count}}` before a word: "3 vacancies", "3 個職位". (A count after a label needs no form.) */
const COUNTING = /\{\{\s*count\s*\}\}\s?\p{L}/u;
/** A word with an optional plural ending: "report(s)", "ano(s)", "mês(es)". */
const OPTIONAL_PLURAL = /\p{L}\((s|es|as|os)\)/u;
/**
 * A number placed before what it counts, in English: `{{n}} vacancies`, `{{n}} saved
 * vacancies`. Only `count` chooses a plural form, so every counted number is `{{count}}`.
 */
const COUNTED = /\{\{\s*(\w+)\s*\}\} (?!(?:is|was|has|does) )(?:\p{Ll}+ )?\p{Ll}+s(?!\p{L})/u;

describe('plurals in every language', () => {
  it('no text writes a plural as an optional ending, "(s)"', () => {
    expect(files.length).toBeGreaterThan(60);
    for (const { language, namespace, texts } of files)
      for (const [path, text] of leaves(texts))
        expect(text, `${language}/${namespace}:${path}`).not.toMatch(OPTIONAL_PLURAL);
  });

  it('every text that counts, and every plural, has the forms of each language', () => {
    const missing: string[] = [];
    for (const { language, namespace, texts } of files) {
      const all = new Map(leaves(texts));
      const forms = new Intl.PluralRules(PLURAL_LOCALE[language] ?? language)
        .resolvedOptions()
        .pluralCategories.filter((form) => form !== 'many');
      for (const [path, text] of all) {
        const base = PLURAL_KEY.exec(path)?.[1];
        if (base === undefined && !COUNTING.test(text)) continue;
        for (const form of forms)
          if (!all.has(`${base ?? path}_${form}`))
            missing.push(`${language}/${namespace}:${base ?? path}_${form}`);
      }
    }
    expect(missing).toEqual([]);
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
