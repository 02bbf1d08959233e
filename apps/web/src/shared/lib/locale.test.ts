import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@vaga/contract';
import { currentApiLanguage, initLocale, normalizeLocale, resolveLocale } from './locale.ts';

afterEach(() => localStorage.clear());

describe('resolveLocale', () => {
  it('takes the language query first', () => {
    expect(resolveLocale('?language=pt', 'en')).toBe('pt');
    expect(resolveLocale('?tab=1&language=en', 'zh-Hant')).toBe('en');
  });

  it('takes the stored locale when the query has none or an unknown one', () => {
    expect(resolveLocale('', 'pt')).toBe('pt');
    expect(resolveLocale('?language=fr', 'en')).toBe('en');
  });

  it('defaults to zh-Hant', () => {
    expect(resolveLocale('', null)).toBe('zh-Hant');
    expect(resolveLocale('?language=', 'klingon')).toBe('zh-Hant');
  });
});

describe('normalizeLocale', () => {
  it('reads the ways other apps write the three languages', () => {
    expect(normalizeLocale('zh_TW')).toBe('zh-Hant');
    expect(normalizeLocale('zh-HK')).toBe('zh-Hant');
    expect(normalizeLocale('ZH-HANT')).toBe('zh-Hant');
    expect(normalizeLocale('pt-PT')).toBe('pt');
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('de')).toBeNull();
    expect(normalizeLocale(' ')).toBeNull();
  });
});

describe('initLocale', () => {
  it('stores a language chosen by query so it survives navigation and reloads', () => {
    expect(initLocale('?language=pt')).toBe('pt');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('pt');
    expect(initLocale('')).toBe('pt');
    expect(currentApiLanguage()).toBe('pt');
  });

  it('in the government app: the language query first, then the app language, then the stored one', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'zh-Hant');
    expect(initLocale('?language=en', 'pt')).toBe('en');
    expect(initLocale('', 'pt')).toBe('pt');
    expect(initLocale('?language=xx', 'pt')).toBe('pt');
    expect(initLocale('', null)).toBe('pt');
  });

  it('maps zh-Hant to the zh API language', () => {
    initLocale('');
    expect(currentApiLanguage()).toBe('zh');
  });
});
