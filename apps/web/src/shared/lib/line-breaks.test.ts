import { describe, expect, it } from 'vitest';
import { quotesKeptWithBrackets } from './line-breaks.ts';

describe('quotesKeptWithBrackets', () => {
  it('joins a straight quote to the bracket after it', () => {
    expect(quotesKeptWithBrackets('Invited to "(Part-time) Cook" and "[Urgent] Clerk"')).toBe(
      'Invited to "\u2060(Part-time) Cook" and "\u2060[Urgent] Clerk"',
    );
    expect(quotesKeptWithBrackets('"{x}"')).toBe('"\u2060{x}"');
  });

  it('leaves every other text as it is', () => {
    for (const text of ['Invited to "Cook" (full-time)', 'A (b) [c] {d}', '「廚師」', '']) {
      expect(quotesKeptWithBrackets(text)).toBe(text);
    }
  });
});
