import { describe, expect, it } from 'vitest';
import { AUTHORED_LOCALES, type AuthoredLocale } from '@vaga/contract';
import glossaryFile from '../../../../docs/glossary.md?raw';

/** Every screens file of the catalogue (`texts/<tag>/screens/<namespace>.json`). */
const found = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/texts/*/screens/*.json',
  {
    eager: true,
    import: 'default',
  },
);

/** Every leaf of a screens file. */
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node === null || typeof node !== 'object') return [];
  return Object.values(node).flatMap(leaves);
}

const textsOf = (language: AuthoredLocale) =>
  Object.entries(found)
    .filter(([file]) => file.includes(`/${language}/`))
    .flatMap(([, texts]) => leaves(texts))
    .map((text) => text.toLowerCase());

/** The concepts of docs/glossary.md: each language's term (its forms) and the words not used. */
function glossary() {
  const rows = glossaryFile
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return rows.map(([concept, zh, pt, en, audience, not]) => ({
    concept,
    audience,
    terms: { 'zh-Hant': zh, pt, en } as Record<AuthoredLocale, string>,
    rejected: Object.fromEntries(
      not
        .split(';')
        .filter((part) => part.includes(':'))
        .map((part) => {
          const [language, words] = part.split(':');
          return [language.trim(), words.split(',').map((word) => word.trim().toLowerCase())];
        }),
    ) as Partial<Record<AuthoredLocale, string[]>>,
  }));
}

const wordIn = (text: string, word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text);

describe('one term per concept in each language (docs/glossary.md)', () => {
  const concepts = glossary();

  it('lists the concepts with a term in every language and an audience', () => {
    expect(concepts.length).toBeGreaterThan(10);
    for (const { concept, terms, audience } of concepts) {
      expect(audience, concept).not.toBe('');
      for (const language of AUTHORED_LOCALES) expect(terms[language], concept).not.toBe('');
    }
  });

  it.each(AUTHORED_LOCALES)('the %s texts use each term and none of its synonyms', (language) => {
    const texts = textsOf(language);
    for (const { concept, terms, rejected } of concepts) {
      const forms = terms[language].split(' / ').map((form) => form.toLowerCase());
      expect(
        texts.some((text) => forms.some((form) => text.includes(form))),
        `${concept}: ${terms[language]}`,
      ).toBe(true);
      for (const word of rejected[language] ?? [])
        expect(
          texts.filter((text) => wordIn(text, word)),
          `${concept}: ${word}`,
        ).toEqual([]);
    }
  });
});
