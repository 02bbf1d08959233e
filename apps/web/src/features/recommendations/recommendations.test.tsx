import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, STORAGE_KEYS, type Recommendation } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { RecommendListPage } from './pages/recommend-list-page.tsx';

function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  const content = [
    jobOfferCard({ jobOfferTitle: 'Chef' }),
    jobOfferCard({ jobOfferTitle: 'Cook' }),
  ];
  return {
    content,
    totalElements: content.length,
    computedAt: '2026-11-20T01:00:00Z',
    canRefresh: true,
    ...overrides,
  };
}

const renderPage = () =>
  renderWithProviders(
    <RecommendListPage renderOffer={(offer) => <span>{offer.jobOfferTitle}</span>} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/recommend-list', () => {
  it('asks a visitor to log in', () => {
    const api = fakeApi({});
    renderPage();
    expect(screen.getByRole('region', { name: 'Please log in first' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the recommendations with when they were computed (Macao time)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [`GET ${PATHS.recommendVacancy}`]: () => json(recommendation()) });
    renderPage();
    expect(await screen.findByText('Chef')).toBeInTheDocument();
    expect(screen.getByText('Cook')).toBeInTheDocument();
    expect(screen.getByText('Recommended on 2026/11/20 09:00')).toBeInTheDocument();
  });

  it('refreshes once, then offers no second refresh that day', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const api = fakeApi({
      [`GET ${PATHS.recommendVacancy}`]: () => json(recommendation()),
      [`POST ${PATHS.recommendVacancyRefresh}`]: () =>
        json(
          recommendation({
            content: [jobOfferCard({ jobOfferTitle: 'Baker' })],
            canRefresh: false,
          }),
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh recommendations' }));
    expect(await screen.findByText('Baker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh recommendations' })).toBeDisabled();
    expect(screen.getByText(/once a day/)).toBeInTheDocument();
    expect(api.to('POST', PATHS.recommendVacancyRefresh)).toHaveLength(1);
  });

  it('reloads the list when the server refuses a second refresh the same day', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    let refreshed = false;
    const api = fakeApi({
      [`GET ${PATHS.recommendVacancy}`]: () => json(recommendation({ canRefresh: !refreshed })),
      [`POST ${PATHS.recommendVacancyRefresh}`]: () => {
        refreshed = true;
        return apiError('BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY', 429);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh recommendations' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh recommendations' })).toBeDisabled(),
    );
    expect(api.to('GET', PATHS.recommendVacancy)).toHaveLength(2);
  });

  it('asks a seeker without a profile to create the resume first', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [`GET ${PATHS.recommendVacancy}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404) });
    renderPage();
    // The one place every "create your resume first" panel leads to.
    expect(await screen.findByRole('link', { name: 'Create my resume' })).toHaveAttribute(
      'href',
      '/cv-form',
    );
  });
});
