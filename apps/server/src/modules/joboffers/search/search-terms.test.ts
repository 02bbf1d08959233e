import { describe, expect, it } from 'vitest';
import { compileSearch, MAX_TERMS, searchTerms, tsvectorLiteral } from './query-builder.ts';
import { indexTokens } from './tokenizer.ts';

describe('search tokenizer', () => {
  it('indexes Han runs as single characters plus overlapping bigrams', () => {
    expect(indexTokens('保安員')).toEqual(['保', '安', '員', '保安', '安員']);
  });

  it('folds case and diacritics of words and full-width letters', () => {
    expect(indexTokens('Direcção ＣＯＯＫ Ação')).toEqual(['direccao', 'cook', 'acao']);
  });

  it('splits mixed text at script changes and punctuation', () => {
    expect(indexTokens('廚師/Cook-2')).toEqual(['廚', '師', '廚師', 'cook', '2']);
  });
});

describe('search query builder', () => {
  it('searches a 1-character keyword as that character and longer ones as bigrams', () => {
    expect(searchTerms('廚').map((t) => t.token)).toEqual(['廚']);
    expect(searchTerms('保安員').map((t) => t.token)).toEqual(['保安', '安員']);
  });

  it('lets words of three letters or more match as prefixes, not shorter words or numbers', () => {
    expect(searchTerms('cozinh ao 2024')).toEqual([
      { token: 'cozinh', prefix: true },
      { token: 'ao', prefix: false },
      { token: '2024', prefix: false },
    ]);
  });

  it('builds quoted FTS5 and tsquery expressions with the title restriction', () => {
    const compiled = compileSearch('廚師 Cook');
    expect(compiled).toEqual({
      terms: [
        { token: '廚師', prefix: false },
        { token: 'cook', prefix: true },
      ],
      fts5All: '"廚師" AND "cook"*',
      fts5Title: '{title_tokens} : ("廚師" AND "cook"*)',
      tsqueryAll: "'廚師' & 'cook':*",
      tsqueryTitle: "'廚師':A & 'cook':*A",
    });
  });

  it('never lets operators or quotes through and bounds the number of terms', () => {
    const hostile = `" OR 1=1 -- ') | !x & NEAR( * ${Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(0x4e00 + (i % 700))).join('')}`;
    const compiled = compileSearch(hostile);
    expect(compiled).not.toBeNull();
    expect(compiled!.terms.length).toBe(MAX_TERMS);
    for (const term of compiled!.terms) expect(term.token).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(compileSearch('"\'()*&|!:-')).toBeNull();
  });

  it('writes title tokens with weight A and the others with weight B', () => {
    expect(tsvectorLiteral(['廚師', 'cook'], ['cook', "o'x"])).toBe(
      "'廚師':1A 'cook':1A,2B 'o''x':2B",
    );
  });
});
