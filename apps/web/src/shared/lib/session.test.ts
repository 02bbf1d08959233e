import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@vaga/contract';
import { initLocale } from './locale.ts';
import { clearToken, getToken, isLoggedIn, loginUrl, setToken } from './session.ts';

afterEach(() => localStorage.clear());

describe('session', () => {
  it('keeps the token in local storage under the token key', () => {
    expect(isLoggedIn()).toBe(false);
    setToken('abc');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(getToken()).toBe('abc');
    expect(isLoggedIn()).toBe(true);
    clearToken();
    expect(isLoggedIn()).toBe(false);
  });

  it('builds the login address with ampersands of the redirect replaced by __', () => {
    const url = new URL(loginUrl('/job-service/job-list?groupId=1&id=101&type=local'), 'http://x');
    expect(url.pathname).toBe('/service/login');
    expect(url.searchParams.get('type')).toBe('personal');
    expect(url.searchParams.get('redirect')).toBe(
      '/job-service/job-list?groupId=1__id=101__type=local',
    );
  });

  it("asks the login pages for the app's current language, set by the language query", () => {
    initLocale('?language=zh-Hant');
    const zh = new URL(loginUrl('/cv-form?language=zh-Hant'), 'http://x');
    expect(zh.searchParams.get('lang')).toBe('zh-Hant');
    expect(zh.searchParams.get('redirect')).toBe('/cv-form?language=zh-Hant');
    initLocale('?language=pt');
    expect(new URL(loginUrl('/cv'), 'http://x').searchParams.get('lang')).toBe('pt');
    expect(new URL(loginUrl('/cv', 'staff', 'en'), 'http://x').searchParams.get('lang')).toBe('en');
  });
});
