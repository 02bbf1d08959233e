import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PATHS, STORAGE_KEYS, macaoToday, shiftDate, type AccountProfile } from '@vaga/contract';
import { accountProfileQuery } from '@/shared/api/account-profile.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { serviceMenu } from '@/test/vacancy-factories.ts';
import { ServiceMenu } from './ui/service-menu.tsx';
import { menuTarget } from './lib/service-menu-target.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('service menu targets (spec §2)', () => {
  it.each([
    [
      serviceMenu({ serviceMenu: 'LOCAL_VACANCY' }),
      { kind: 'route', to: '/job-service?type=local' },
    ],
    [
      serviceMenu({ serviceMenu: 'INDUSTRY_EVENT', eventId: 6 }),
      { kind: 'route', to: '/match-kinds?typeEventId=1' },
    ],
    [
      serviceMenu({
        serviceMenu: 'LEISURE_EVENT_ODE',
        eventId: 5,
        eventCatalogType: 1,
        name: 'Fair',
      }),
      { kind: 'route', to: '/job-service/job-list?type=event&eventId=5&eventName=Fair' },
    ],
    [
      serviceMenu({
        serviceMenu: 'LEISURE_EVENT_ODE',
        eventId: 5,
        eventCatalogType: 2,
        name: 'Fair',
      }),
      { kind: 'route', to: '/job-service?type=event&eventId=5&eventName=Fair' },
    ],
    [
      serviceMenu({
        serviceMenu: 'LEISURE_EVENT_ODE',
        eventId: 5,
        eventCatalogType: 3,
        name: 'Fair',
      }),
      { kind: 'route', to: '/job-service?type=event&eventId=5&eventName=Fair' },
    ],
    [
      serviceMenu({ serviceMenu: 'LEISURE_EVENT_ODE', redirectUrl: 'https://www.dsal.gov.mo/' }),
      { kind: 'external', href: 'https://www.dsal.gov.mo/' },
    ],
    [serviceMenu({ serviceMenu: 'LEISURE_EVENT_ODE' }), { kind: 'none' }],
    [
      serviceMenu({ serviceMenu: 'LEISURE_EVENT', eventId: 4 }),
      { kind: 'route', to: '/match-index?eventId=4' },
    ],
    [
      serviceMenu({ serviceMenu: 'GRAND_EVENT', eventId: 3 }),
      { kind: 'route', to: '/match-index?eventId=3' },
    ],
    [serviceMenu({ serviceMenu: 'RECOMMAND_VACANCY' }), { kind: 'route', to: '/recommend-list' }],
    [serviceMenu({ serviceMenu: 'JOBSEEK_SERVICE' }), { kind: 'referral' }],
  ])('%o leads to %o', (entry, target) => {
    expect(menuTarget(entry)).toEqual(target);
  });
});

function renderMenu() {
  return renderWithProviders(
    <Routes>
      <Route path="/service" element={<ServiceMenu />} />
      <Route path="/referral-service" element={<p>Referral info</p>} />
    </Routes>,
    { route: '/service' },
  );
}

function home() {
  return json({
    jobOfferSummary: {
      vacancyCount: 1,
      positionCount: 1,
      employerCount: 1,
      classCount: 1,
      updatedAt: '2026-11-20T00:00:00Z',
    },
    serviceMenuList: [
      serviceMenu({ serviceMenu: 'LOCAL_VACANCY', name: 'Local vacancies' }),
      serviceMenu({ serviceMenu: 'JOBSEEK_SERVICE', name: 'Job referral' }),
    ],
  });
}

describe('service menu', () => {
  it('lists the entries the server answers, as links where they lead somewhere', async () => {
    fakeApi({ [`GET ${PATHS.serviceHome}`]: home });
    renderMenu();
    expect(await screen.findByRole('link', { name: /Local vacancies/ })).toHaveAttribute(
      'href',
      '/job-service?type=local',
    );
  });

  it('asks a visitor to create the resume first instead of opening referral info', async () => {
    const api = fakeApi({ [`GET ${PATHS.serviceHome}`]: home });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Job referral/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please create your resume first');
    expect(screen.getByRole('link', { name: 'Create my resume' })).toHaveAttribute(
      'href',
      '/cv-form',
    );
    expect(api.to('GET', PATHS.profile)).toHaveLength(0);
  });

  it('asks a logged-in seeker without a profile to create the resume first', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    fakeApi({
      [`GET ${PATHS.serviceHome}`]: home,
      [`GET ${PATHS.profile}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404),
    });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Job referral/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please create your resume first');
  });

  it('asks a logged-in non-resident to create the resume first', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    fakeApi({
      [`GET ${PATHS.serviceHome}`]: home,
      [`GET ${PATHS.profile}`]: () => apiError('BE_NOT_RESIDENT', 403),
    });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Job referral/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please create your resume first');
  });

  it('takes a resident under 16 to referral info, whose gate tells the age limit, not "create the resume"', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const api = fakeApi({
      [`GET ${PATHS.serviceHome}`]: home,
      [`GET ${PATHS.profile}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404),
    });
    const { queryClient } = renderMenu();
    // The account the login flow loaded: 15 years old by the identity's birth date.
    queryClient.setQueryData(accountProfileQuery().queryKey, {
      birthDate: shiftDate(macaoToday(), -16, 1),
    } as AccountProfile);
    await userEvent.click(await screen.findByRole('button', { name: /Job referral/ }));
    expect(await screen.findByText('Referral info')).toBeInTheDocument();
    expect(screen.queryByText('Please create your resume first')).toBeNull();
    expect(api.to('GET', PATHS.profile)).toHaveLength(0);
  });

  it('opens referral info for a logged-in resident with a profile', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    fakeApi({
      [`GET ${PATHS.serviceHome}`]: home,
      [`GET ${PATHS.profile}`]: () => json({ nameCn: '陳大文' }),
    });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Job referral/ }));
    expect(await screen.findByText('Referral info')).toBeInTheDocument();
  });
});
