import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { errorMessage, macaoToday } from '@vaga/contract';
import { accountProfileQuery } from '@/shared/api/account-profile.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { accountProfile } from '@/test/account-factories.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CreateResumeFirstPanel } from './create-resume-panel.tsx';

/** A birth date `years` years before today (Macao). */
function bornYearsAgo(years: number): string {
  const today = macaoToday();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

function renderFor(birthDate: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountProfileQuery().queryKey, accountProfile({ birthDate }));
  return renderWithProviders(<CreateResumeFirstPanel />, { queryClient });
}

beforeEach(() => initLocale('?language=en'));

describe('the entry to the resume', () => {
  it('leads someone of 16 to create their resume', async () => {
    renderFor(bornYearsAgo(16));
    expect(await screen.findByRole('link', { name: 'Create my resume' })).toHaveAttribute(
      'href',
      '/cv-form',
    );
  });

  it('tells someone under 16 the age limit instead, with no way into the form', async () => {
    renderFor(bornYearsAgo(15));
    const panel = await screen.findByRole('alert', { name: 'Available from age 16' });
    expect(panel).toHaveTextContent(errorMessage('BE_SEEKER_AGE_MUST_GE_16', 'en'));
    expect(screen.queryByRole('link', { name: 'Create my resume' })).toBeNull();
  });
});
