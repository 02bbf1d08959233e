import { testLanguagesNamed } from '@vaga/contract';
import { describe, expect, it } from 'vitest';
import { devTestLanguages, testLanguagesMeta } from './dev-test-languages.ts';

describe('the development page names the test languages', () => {
  it('with PSEUDO_LANGUAGES=1, a meta the app reads as en-XA', () => {
    const [meta] = testLanguagesMeta(true);
    expect(meta.tag).toBe('meta');
    const attrs = meta.attrs as Record<string, string>;
    expect(testLanguagesNamed(attrs.content)).toEqual(['en-XA']);
  });

  it('without it, no meta', () => {
    expect(testLanguagesMeta(false)).toEqual([]);
  });

  it('only on the development server', () => {
    expect(devTestLanguages(true).apply).toBe('serve');
  });
});
