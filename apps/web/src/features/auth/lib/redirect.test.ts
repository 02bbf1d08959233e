import { describe, expect, it } from 'vitest';
import { loginUrl } from '@/shared/lib/session.ts';
import { linkTarget, loginTargetOf, profileRoute, redirectTarget } from './redirect.ts';

function redirectQueryOf(url: string): string | null {
  return new URL(url, 'http://x').searchParams.get('redirect');
}

describe('redirect targets', () => {
  it('turns __ back into & (spec §2)', () => {
    expect(redirectTarget('/job-service/job-list?groupId=1__id=2')).toBe(
      '/job-service/job-list?groupId=1&id=2',
    );
  });

  it('survives the round trip through the login address', () => {
    const start = '/job-service/job-list?groupId=1&id=101&type=local#top';
    const encoded = redirectQueryOf(loginUrl(start));
    expect(encoded).not.toContain('&');
    expect(redirectTarget(encoded)).toBe(start);
  });

  it('goes home for anything but a path of this site, and for the login route itself', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil',
      'cv',
      '/a b',
    ]) {
      expect(redirectTarget(bad)).toBe('/service');
    }
    expect(redirectTarget('/profile?code=1')).toBe('/service');
  });

  it('builds the login route without a code, its target encoded', () => {
    const route = profileRoute('/cv?tab=1&x=2');
    expect(route.startsWith('/profile?')).toBe(true);
    expect(redirectQueryOf(route)).toBe('/cv?tab=1__x=2');
  });

  it('sends /link to its redirect with link=true', () => {
    expect(linkTarget('?redirect=/cv')).toBe('/cv?link=true');
    expect(linkTarget('?redirect=' + encodeURIComponent('/cv?tab=1__a=2'))).toBe(
      '/cv?tab=1&a=2&link=true',
    );
    expect(linkTarget('')).toBe('/service?link=true');
    expect(linkTarget('?redirect=https://evil.example')).toBe('/service?link=true');
  });

  it('comes back to the page, or from the login route to where it was going', () => {
    expect(loginTargetOf({ pathname: '/cv', search: '?tab=1', hash: '#a' })).toBe('/cv?tab=1#a');
    expect(
      loginTargetOf({ pathname: '/profile', search: '?redirect=/record__x=1', hash: '' }),
    ).toBe('/record&x=1');
    expect(loginTargetOf({ pathname: '/profile', search: '?code=abc', hash: '' })).toBe('/service');
  });
});
