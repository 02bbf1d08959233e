import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router.tsx';
import type { RouteHandle } from './route-handle.ts';
import { profileRedirectFor } from './root-layout.tsx';

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map((m) => m.route.handle as RouteHandle | undefined).filter(Boolean);
  const leaf = matches[matches.length - 1]?.route;
  return { leaf, auth: handles.some((h) => h?.auth === true), matched: leaf?.path !== '*' };
}

const OPEN = [
  '/service',
  '/cv',
  '/interview',
  '/record',
  '/favorites',
  '/illustrate',
  '/record/details/7',
  '/interview/select',
  '/job-service',
  '/job-service/job-list',
  '/job-service/make-appointment',
  '/job-service/accessory-list',
  '/match-kinds',
  '/match-index',
  '/register-ready',
  '/register-form',
  '/register-result',
  '/match-jobs',
  '/appt-form',
  '/appt-jobs',
  '/recommend-list',
  '/profile',
  '/link',
];

const AUTH = [
  '/interview/details/3',
  '/interview/reject/3',
  '/interview/survey/3',
  '/job-service/send-appointment',
  '/job-service/preview-resume',
  '/unemployed-info',
  '/unemployed-process',
  '/unemployed-result',
  '/referral-service',
  '/cv-form',
  '/cv-form/update-profile',
  '/cv-form/update-register',
  '/cv-form/update-alone/personalInfo',
  '/cv-form/result',
  '/cv-file',
  '/cv-file/file-method',
  '/cv-file/preview',
  '/cv-file/upload',
  '/cv-file/browse',
];

describe('route table', () => {
  it.each(OPEN)('has %s, open to visitors', (path) => {
    expect(resolve(path)).toMatchObject({ matched: true, auth: false });
  });

  it.each(AUTH)('has %s, needing a login', (path) => {
    expect(resolve(path)).toMatchObject({ matched: true, auth: true });
  });

  it('names the routes the spec names', () => {
    expect(resolve('/job-service/job-list').leaf?.id).toBe('jobList');
    expect(resolve('/interview/survey/9').leaf?.id).toBe('interviewSurvey');
    expect(resolve('/cv-form/update-register').leaf?.id).toBe('updateRegister');
    expect(resolve('/referral-service').leaf?.id).toBe('referralInfo');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(resolve('/nope').matched).toBe(false);
  });
});

describe('code query rule', () => {
  it('sends a code on any route but /profile to /profile with code and redirect', () => {
    const target = new URL(profileRedirectFor('/cv', '?tab=1&code=abc') ?? '', 'http://x');
    expect(target.pathname).toBe('/profile');
    expect(target.searchParams.get('code')).toBe('abc');
    expect(target.searchParams.get('redirect')).toBe('/cv?tab=1');
    expect(target.searchParams.has('state')).toBe(false);
    expect(profileRedirectFor('/profile', '?code=abc')).toBeNull();
    expect(profileRedirectFor('/cv', '?tab=1')).toBeNull();
  });

  it('carries state and iss to /profile beside the code, not inside the redirect', () => {
    const search = '?tab=1&code=abc&state=s1&iss=https%3A%2F%2Fid.example';
    const target = new URL(profileRedirectFor('/service', search) ?? '', 'http://x');
    expect(target.pathname).toBe('/profile');
    expect(target.searchParams.get('code')).toBe('abc');
    expect(target.searchParams.get('state')).toBe('s1');
    expect(target.searchParams.get('iss')).toBe('https://id.example');
    expect(target.searchParams.get('redirect')).toBe('/service?tab=1');
  });
});
