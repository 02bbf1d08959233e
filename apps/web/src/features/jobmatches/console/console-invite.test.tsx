import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CONSOLE_JOBOFFER_PATHS, PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ConsoleInvitePage } from './console-invite-page.tsx';

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('inviting a seeker from the console', () => {
  it("shows the employer its own words when the seeker's active requests are full", async () => {
    const api = fakeApi({
      [`GET ${PATHS.consoleSeekers}`]: () =>
        json({
          content: [
            {
              seekerId: 31,
              name: 'Chan Tai Man',
              education: 'Secondary',
              expectedJobs: ['Cook'],
              updatedAt: '2026-11-01T02:00:00.000Z',
            },
          ],
          totalElements: 1,
        }),
      [`GET ${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}`]: () =>
        json([{ id: 7, title: 'Cook', employerId: 1, valid: true }]),
      [`POST ${PATHS.consoleMatchInvite}`]: () =>
        apiError('BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT', 409, [10]),
    });
    renderWithProviders(
      <Routes>
        <Route path="/employer/interviews/invite" element={<ConsoleInvitePage type="employer" />} />
      </Routes>,
      { route: '/employer/interviews/invite' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Chan Tai Man/ }));
    await userEvent.selectOptions(
      screen.getByLabelText('Vacancy'),
      await screen.findByRole('option', { name: 'Cook' }),
    );
    await userEvent.type(screen.getByLabelText('Date and time (Macao)'), '2026-12-02T10:30');
    await userEvent.type(screen.getByLabelText('Place'), 'Room 1');
    await userEvent.type(screen.getByLabelText('Contact phone'), '28331234');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText(
        'This job seeker already has 10 active interview requests; invite or refer them once one of them ends',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You have more than ten/)).toBeNull();
    expect(api.to('POST', PATHS.consoleMatchInvite)[0]?.body).toMatchObject({
      seekerId: 31,
      jobOfferId: 7,
      interviewAt: '2026-12-02T10:30',
    });
  });
});
