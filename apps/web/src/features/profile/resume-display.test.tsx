import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { account, profile, references } from '@/test/profile-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ProfileTab } from './ui/profile-tab.tsx';
import type { Profile } from '@vaga/contract';

function api(p: Profile, euid = 'euid-1') {
  return fakeApi({
    [`GET ${PATHS.profile}`]: () => json(p),
    [`GET ${PATHS.accountProfile}`]: () => json(account(euid)),
    [`GET ${PATHS.references}`]: () => json(references()),
    [`PUT ${PATHS.selfSeeking}`]: (call) => json({ ...p, ...(call.body as object) }),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('the resume on /cv', () => {
  it('shows every field, with option names in the current language', async () => {
    api(profile());
    renderWithProviders(<ProfileTab />, { route: '/cv?tab=0' });
    expect(await screen.findByText('Taipa')).toBeInTheDocument();
    const personal = section('Personal information');
    for (const text of ['李小梅', 'LEI SIO MUI', 'Female', '1998/03/15', '5123456(7)']) {
      expect(within(personal).getByText(text)).toBeInTheDocument();
    }
    const contact = section('Contact details');
    for (const text of ['66123456', '28888888', 'mui@example.mo']) {
      expect(within(contact).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(section('Education')).getByText(/Bachelor's degree · Graduated · Accounting/),
    ).toBeInTheDocument();
    expect(within(section('Languages')).getByText('Japanese')).toBeInTheDocument();
    expect(within(section('Driving licences')).getByText('Macao class B')).toBeInTheDocument();
    const occupation = section('Qualifications and expected jobs');
    for (const text of ['First aid certificate', 'Cook', 'Available on weekends']) {
      expect(within(occupation).getByText(text)).toBeInTheDocument();
    }
    const experience = section('Work experience');
    expect(within(experience).getByText('Hotel Lisboa')).toBeInTheDocument();
    expect(
      within(experience).getByText(/Waiter · 2020\/01 – 2021\/06 · 1 year 6 months/),
    ).toBeInTheDocument();
    expect(
      within(section('Publish my resume to employers')).getByText('Publish'),
    ).toBeInTheDocument();
  });

  it('links each section to its update page, coming back to the resume tab', async () => {
    api(profile());
    renderWithProviders(<ProfileTab />, { route: '/cv?tab=0' });
    const link = await screen.findByRole('link', { name: 'Update Contact details' });
    expect(link).toHaveAttribute('href', '/cv-form/update-alone/contactInfo?goTo=%2Fcv%3Ftab%3D0');
    const sectionLinks = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/cv-form/update-alone/'));
    expect(sectionLinks).toHaveLength(7);
  });

  it('hides the resume from employers through selfseeking', async () => {
    const calls = api(profile({ isPublic: 1 }));
    renderWithProviders(<ProfileTab />, { route: '/cv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide my resume' }));
    expect(await screen.findByRole('button', { name: 'Publish my resume' })).toBeInTheDocument();
    expect(calls.to('PUT', PATHS.selfSeeking)[0].body).toEqual({ isPublic: 0 });
  });
});

describe('the update flag', () => {
  it('shows nothing at 0', async () => {
    api(profile({ needUpadteProfile: 0 }));
    renderWithProviders(<ProfileTab />, { route: '/cv' });
    await screen.findByText('Taipa');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('at 1 shows a hint whose dismissal is remembered for that user only', async () => {
    api(profile({ needUpadteProfile: 1 }), 'euid-1');
    const first = renderWithProviders(<ProfileTab />, { route: '/cv' });
    await screen.findByText('Taipa');
    const hint = screen.getByRole('status');
    expect(hint).toHaveTextContent('has not been updated for a while');
    await userEvent.click(within(hint).getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    api(profile({ needUpadteProfile: 1 }), 'euid-1');
    const again = renderWithProviders(<ProfileTab />, { route: '/cv' });
    await screen.findByText('Taipa');
    expect(screen.queryByRole('status')).toBeNull();
    again.unmount();

    api(profile({ needUpadteProfile: 1 }), 'euid-2');
    renderWithProviders(<ProfileTab />, { route: '/cv' });
    await screen.findByText('Taipa');
    expect(screen.getByRole('status')).toHaveTextContent('has not been updated for a while');
  });

  it('at 2 shows an error that cannot be dismissed, with the way to update', async () => {
    api(profile({ needUpadteProfile: 2 }));
    renderWithProviders(<ProfileTab />, { route: '/cv' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('must be updated before you can book interviews');
    expect(within(alert).getByRole('link', { name: 'Update now' })).toHaveAttribute(
      'href',
      '/cv-form/update-profile',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
