import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TEST_LANGUAGES_META } from '@vaga/contract';
import {
  adoptServerTestLanguages,
  currentApiLanguage,
  initLocale,
  normalizeLocale,
  resolveLocale,
  serverTestLanguages,
} from './locale.ts';

afterEach(() => {
  localStorage.clear();
  document.head.querySelector(`meta[name="${TEST_LANGUAGES_META}"]`)?.remove();
  adoptServerTestLanguages();
});

/** The page as the server writes it where it answers in the test languages (PSEUDO_LANGUAGES=1). */
function serverNamesTestLanguages(content = 'en-XA') {
  const meta = document.createElement('meta');
  meta.name = TEST_LANGUAGES_META;
  meta.content = content;
  document.head.append(meta);
  adoptServerTestLanguages();
}

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

describe('a test language typed into the address', () => {
  it('is read as the server reads it (English) where the server does not answer in it', () => {
    expect(serverTestLanguages()).toEqual([]);
    expect(initLocale('?language=en-XA')).toBe('en');
    expect(currentApiLanguage()).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    // A test language stored by an earlier page falls back alike.
    localStorage.setItem(STORAGE_KEYS.locale, 'en-XA');
    expect(initLocale('')).toBe('en');
  });

  it('shows where the server’s page names it', () => {
    serverNamesTestLanguages();
    expect(serverTestLanguages()).toEqual(['en-XA']);
    expect(initLocale('?language=en-XA')).toBe('en-XA');
    expect(currentApiLanguage()).toBe('en-XA');
    expect(normalizeLocale('EN-xa')).toBe('en-XA');
  });

  it('is not taken from a meta that names no known test language', () => {
    serverNamesTestLanguages('en-XB zz');
    expect(serverTestLanguages()).toEqual([]);
    expect(initLocale('?language=en-XA')).toBe('en');
  });
});
