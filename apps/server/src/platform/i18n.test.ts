import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { allowPseudoLanguages, apiLanguageFrom } from '@vaga/contract';
import { requestLanguage } from './i18n.ts';

const asking = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-language': header } }) as FastifyRequest;

describe('the language of a request', () => {
  afterEach(() => allowPseudoLanguages(false));

  it('is read from Accept-Language, asked again or not', () => {
    for (let round = 0; round < 2; round++) {
      expect(requestLanguage(asking())).toBe('zh');
      expect(requestLanguage(asking('pt-PT,pt;q=0.9'))).toBe('pt');
      expect(requestLanguage(asking('en-GB'))).toBe('en');
      expect(requestLanguage(asking('zh-MO'))).toBe('zh');
      expect(requestLanguage(asking('fr'))).toBe('zh');
    }
  });

  it('follows the test languages switched on and off', () => {
    const off = requestLanguage(asking('en-XA'));
    expect(off).toBe('en');
    allowPseudoLanguages(true);
    const on = requestLanguage(asking('en-XA'));
    expect(on).toBe(apiLanguageFrom('en-XA'));
    expect(on).not.toBe(off);
    allowPseudoLanguages(false);
    expect(requestLanguage(asking('en-XA'))).toBe('en');
  });

  it('answers every header right beyond the number kept', () => {
    for (let i = 0; i < 200; i++) {
      const header = i % 2 === 0 ? `pt;q=0.${(i % 9) + 1}, en-${i}` : `en-${i}, pt`;
      expect(requestLanguage(asking(header)), header).toBe(apiLanguageFrom(header));
    }
  });
});
