import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { isConsolePath, routes, routesWithConsoles } from './router.tsx';
import type { RouteHandle } from './route-handle.ts';
import { paths, ROUTES } from './paths.ts';
import { profileRedirectFor } from './root-layout.tsx';
import { gateOutcome, strictestGate } from '../features/auth/lib/identity.ts';

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

/** Every entry of a flow the server refuses under 16 (BE_SEEKER_AGE_MUST_GE_16, spec §5, §9). */
const AGE_LIMITED = [
  '/cv-form',
  '/cv-form/update-profile',
  '/cv-form/update-register',
  '/cv-form/update-alone/education',
  '/cv-form/result',
  '/register-ready',
  '/register-form',
  '/register-result',
  '/appt-form',
  '/appt-jobs',
  '/job-service/make-appointment',
  '/job-service/send-appointment',
  '/job-service/preview-resume',
  '/job-service/accessory-list',
  '/interview',
  '/record',
  '/referral-service',
];

describe('the flows that need age 16', () => {
  it('show someone under 16 the age panel at every entry, before the flow starts', () => {
    const open = AGE_LIMITED.filter((path) => {
      const matches = matchRoutes(routes, path) ?? [];
      const gate = strictestGate(matches.map((m) => (m.route.handle as RouteHandle)?.gate));
      return gate === null || gateOutcome(gate, 'underAge') !== 'underAge';
    });
    expect(open).toEqual([]);
  });
});

describe('the named paths (paths.ts)', () => {
  it('name only routes of the table, and every builder leads to its route', () => {
    for (const pattern of Object.values(ROUTES)) {
      const path = pattern.replace(':id', '7').replace(':section', 'personalInfo');
      expect(resolve(path).matched, pattern).toBe(true);
    }
    const built = [
      paths.cvTab(1),
      paths.recordDetails(7),
      paths.interviewDetails(7),
      paths.interviewReject(7),
      paths.interviewSurvey('m-1'),
      paths.jobService({ type: 'event', eventId: 3, eventName: 'Fair' }),
      paths.jobList({ type: 'local', groupId: 1, id: 101 }),
      paths.makeAppointment(5),
      paths.updateRegister('-1'),
      paths.updateAlone('contactInfo', '/cv?tab=0'),
      paths.cvFormResult('created'),
      paths.filePreview('cv-1'),
      paths.matchKinds(1),
      paths.matchIndex(3),
    ];
    for (const path of built) expect(resolve(path.split('?')[0]).matched, path).toBe(true);
  });

  it('build the queries the spec names', () => {
    expect(paths.interviewDetails(42)).toBe('/interview/details/42');
    expect(paths.interviewSurvey('a/b')).toBe('/interview/survey/a%2Fb');
    expect(paths.jobList({ type: 'event', eventId: 3, eventName: 'Job fair' })).toBe(
      '/job-service/job-list?type=event&eventId=3&eventName=Job+fair',
    );
    expect(paths.jobList({ type: 'local', groupId: 1, id: undefined })).toBe(
      '/job-service/job-list?type=local&groupId=1',
    );
    expect(paths.updateAlone('degreeInfo', '-1')).toBe('/cv-form/update-alone/degreeInfo?goTo=-1');
    expect(paths.matchKinds()).toBe('/match-kinds');
    expect(paths.cvTab(0)).toBe('/cv?tab=0');
  });
});

describe("the consoles' routes", () => {
  it('are not in the table the app starts with (their own chunk)', () => {
    expect(resolve('/employer').matched).toBe(false);
    expect(resolve('/staff/vacancies').matched).toBe(false);
  });

  it('are added under the root when their table is loaded, the pages kept', async () => {
    expect(isConsolePath('/employer')).toBe(true);
    expect(isConsolePath('/staff/vacancies/7')).toBe(true);
    expect(isConsolePath('/job-service/job/7')).toBe(false);
    expect(isConsolePath('/employers')).toBe(false);
    expect(isConsolePath('/staffing')).toBe(false);
    const table = await routesWithConsoles();
    const matched = (path: string) => (matchRoutes(table, path) ?? []).map((m) => m.route);
    expect(matched('/employer/vacancies').map((route) => route.path)).toContain('/employer');
    expect(matched('/staff').map((route) => route.path)).toContain('/staff');
    // The root's layout is the same, and the app's pages are still there.
    expect(matched('/staff')[0].element).toEqual(routes[0].element);
    expect(matched('/job-service/job-list').at(-1)?.id).toBe('jobList');
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
