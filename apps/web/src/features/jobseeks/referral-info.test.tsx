import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { jobAssistance, jobAssistanceOptions } from '@/test/jobseek-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ReferralInfoPage } from './pages/referral-info-page.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

function serve(assistance: Response, options = jobAssistanceOptions()) {
  return fakeApi({
    [`GET ${PATHS.jobAssistance}`]: () => assistance,
    [`GET ${PATHS.jobAssistanceOptions}`]: () => json(options),
  });
}

const card = () => screen.findByRole('region', { name: 'My job-seeking registration' });
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the referral info (/referral-service)', () => {
  it('explains the service and offers to register when the seeker never registered', async () => {
    serve(apiError('NOT_FOUND', 404));
    renderWithProviders(<ReferralInfoPage />);
    expect(
      await screen.findByRole('heading', { name: 'Job-seeking registration (referral service)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/valid for 180 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/cv-form/update-register',
    );
  });

  it('shows a valid registration open, with every label and the update button', async () => {
    serve(json(jobAssistance()));
    renderWithProviders(<ReferralInfoPage />);
    const region = await card();
    expect(within(region).getByText('Valid')).toBeInTheDocument();
    expect(within(region).getByRole('button', { expanded: true })).toBeInTheDocument();
    expect(field('Application number')).toHaveTextContent('JS20261101-000007');
    expect(field('Registered on')).toHaveTextContent('2026/11/01');
    expect(field('Validity')).toHaveTextContent('2026/11/02 to 2027/05/01');
    expect(field('Employment status')).toHaveTextContent('Unemployed');
    expect(field('Reason out of work')).toHaveTextContent('Dismissed');
    expect(field('Out of work since')).toHaveTextContent('9/2026');
    expect(field('Latest job and salary')).toHaveTextContent('Line cook · $11,000 (Monthly)');
    expect(field('Reason for registering')).toHaveTextContent('Looking for a first job');
    expect(field('Shift work')).toHaveTextContent('Can work shifts');
    expect(field('Work locations')).toHaveTextContent('Macao Peninsula, Taipa');
    expect(field('Detailed request')).toHaveTextContent('Near a bus stop');
    expect(field('Wanted jobs and salaries')).toHaveTextContent('Cook: $12,000 (Monthly)');
    expect(field('Receive recommended vacancies')).toHaveTextContent('Yes');
    expect(field('Notification methods')).toHaveTextContent('Email');
    expect(field('Notification types')).toHaveTextContent('Referrals and interviews');
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Update the registration' })).toHaveAttribute(
      'href',
      '/cv-form/update-register',
    );
  });

  it('hides the update button while the registration is under review', async () => {
    serve(
      json(jobAssistance({ state: 1, stateDesc: 'Processing', validFrom: null, validUntil: null })),
      jobAssistanceOptions({ selfJobSeekOption: { disableCreateUpdate: 1, showUpdateTip: 1 } }),
    );
    renderWithProviders(<ReferralInfoPage />);
    const region = await card();
    expect(within(region).getByText('Processing')).toBeInTheDocument();
    expect(field('Validity')).toHaveTextContent('Valid once approved');
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('starts collapsed with the update-needed hint and a badge when no longer current', async () => {
    serve(json(jobAssistance({ state: 3, stateDesc: 'Expired', currentJobSeekIsValid: 0 })));
    renderWithProviders(<ReferralInfoPage />);
    const region = await card();
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Your registration is no longer valid: update your details to continue.',
    );
    expect(region.querySelector('.adm-badge')).not.toBeNull();
    const toggle = within(region).getByRole('button', { expanded: false });
    expect(screen.queryByText('Application number')).toBeNull();
    // The toggle shows a sign that it opens, beside its title (not only a name for screen readers).
    const sign = toggle.querySelector('svg.vaga-registration-card__chevron');
    expect(sign).not.toBeNull();
    expect(sign).not.toHaveClass('vaga-registration-card__chevron--open');
    await userEvent.click(toggle);
    expect(field('Application number')).toHaveTextContent('JS20261101-000007');
    expect(sign).toHaveClass('vaga-registration-card__chevron--open');
    expect(within(region).getByRole('link', { name: 'Register again' })).toBeInTheDocument();
  });

  it('shows an expired registration open and without the hint when the tip is off', async () => {
    serve(
      json(jobAssistance({ state: 3, stateDesc: 'Expired', currentJobSeekIsValid: 0 })),
      jobAssistanceOptions({ selfJobSeekOption: { disableCreateUpdate: 0, showUpdateTip: 0 } }),
    );
    renderWithProviders(<ReferralInfoPage />);
    const region = await card();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(region.querySelector('.adm-badge')).toBeNull();
    expect(within(region).getByRole('button', { expanded: true })).toBeInTheDocument();
  });

  it('offers a retry when the registration cannot be read', async () => {
    fakeApi({
      [`GET ${PATHS.jobAssistance}`]: failingOnce(() => json(jobAssistance())),
      [`GET ${PATHS.jobAssistanceOptions}`]: () => json(jobAssistanceOptions()),
    });
    renderWithProviders(<ReferralInfoPage />);
    await retryFailedLoad();
    expect(await card()).toBeInTheDocument();
  });
});
