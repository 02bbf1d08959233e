import { describe, expect, it } from 'vitest';
import { foldedText } from '@vaga/contract';
import {
  compileExactSearch,
  compileSearch,
  MAX_TERMS,
  searchTerms,
  tsvectorLiteral,
} from './query-builder.ts';
import { exactKeyToken, indexTokens } from './tokenizer.ts';

describe('search tokenizer', () => {
  it('indexes Han runs as single characters plus overlapping bigrams', () => {
    // Han characters are read in their Simplified form (search-han-folding.ts): 員 → 员.
    expect(indexTokens('保安員')).toEqual(['保', '安', '员', '保安', '安员']);
  });

  it('folds case and diacritics of words and full-width letters', () => {
    expect(indexTokens('Direcção ＣＯＯＫ Ação')).toEqual(['direccao', 'cook', 'acao']);
  });

  it('splits mixed text at script changes and punctuation', () => {
    expect(indexTokens('廚師/Cook-2')).toEqual(['厨', '师', '厨师', 'cook', '2']);
  });
});

describe('search query builder', () => {
  it('searches a 1-character keyword as that character and longer ones as bigrams', () => {
    expect(searchTerms('廚').map((t) => t.token)).toEqual(['厨']);
    expect(searchTerms('保安員').map((t) => t.token)).toEqual(['保安', '安员']);
  });

  it('lets words of three letters or more match as prefixes, not shorter words or numbers', () => {
    expect(searchTerms('cozinh ao 2024')).toEqual([
      { token: 'cozinh', prefix: true },
      { token: 'ao', prefix: false },
      { token: '2024', prefix: false },
    ]);
  });

  it('works out the whole-word search of a remembered keyword once', () => {
    const compiled = compileSearch('cozinh 廚師');
    if (!compiled) throw new Error('not compiled');
    const exact = compileExactSearch(compiled.terms);
    // The same terms answer the same search, not one worked out again.
    expect(compileExactSearch(compiled.terms)).toBe(exact);
    // A copy of the terms answers an equal search of its own: whole words, no prefix.
    expect(compileExactSearch([...compiled.terms])).toEqual(exact);
    expect(exact?.terms).toEqual(compiled.terms.map((t) => ({ token: t.token, prefix: false })));
  });

  it('builds quoted FTS5 and tsquery expressions with the restrictions of each tier', () => {
    const compiled = compileSearch('廚師 Cook');
    const key = exactKeyToken('厨师 cook');
    expect(key).toMatch(/^k[0-9a-f]{24}$/);
    expect(compiled).toEqual({
      terms: [
        { token: '厨师', prefix: false },
        { token: 'cook', prefix: true },
      ],
      fts5All: '{title_tokens employer_tokens class_tokens body_tokens} : ("厨师" AND "cook"*)',
      fts5Tiers: [
        `{exact_tokens} : "${key}"`,
        '{title_tokens} : ("厨师" AND "cook"*)',
        '{employer_tokens} : ("厨师" AND "cook"*)',
        '{class_tokens} : ("厨师" AND "cook"*)',
      ],
      tsqueryAll: "'厨师' & 'cook':*",
      tsqueryTiers: [
        `'k|${key}'`,
        "'t|厨师' & 't|cook':*",
        "'e|厨师' & 'e|cook':*",
        "'c|厨师' & 'c|cook':*",
      ],
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

  it('writes each group of tokens with its weight, a token in several groups with each', () => {
    expect(
      tsvectorLiteral([
        { weight: 'A', tokens: ['廚師', 'cook'] },
        { weight: 'C', tokens: ['cook', "o'x"] },
        { weight: 'D', tokens: ['廚師'] },
      ]),
    ).toBe("'廚師':1A,4D 'cook':1A,3C 'o''x':3C");
  });

  it('folds a whole title alike whatever its case, accents and punctuation', () => {
    expect(foldedText(' Cozinheiro-Chefe ')).toBe(foldedText('cozinheiro chefe'));
    expect(foldedText('保安員')).toBe('保安員');
    expect(foldedText('Ａção!')).toBe('acao');
  });
});
