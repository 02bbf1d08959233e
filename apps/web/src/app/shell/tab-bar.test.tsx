import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { clearToken, setToken } from '@/shared/lib/session.ts';
import { HomeTabBar } from './tab-bar.tsx';

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
});

describe('the interview tab badge', () => {
  it('counts the invitations to answer and the surveys to fill', async () => {
    setToken('token-1');
    fakeApi({
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () =>
        json({ total: 5, waitSeekerReply: 2, completeReview: 1 }),
    });
    renderWithProviders(<HomeTabBar />, { route: '/service' });
    const link = await screen.findByRole('link', { name: /Interviews\s*\(3 waiting for you\)/ });
    expect(link).toHaveAttribute('href', '/interview');
  });

  it('shows none without a session or with nothing pending', async () => {
    clearToken();
    const api = fakeApi({});
    renderWithProviders(<HomeTabBar />, { route: '/service' });
    expect(screen.getByRole('link', { name: 'Interviews' })).toBeInTheDocument();
    expect(api.to('GET', PATHS.jobmatchPendingStatistics)).toHaveLength(0);
  });
});
