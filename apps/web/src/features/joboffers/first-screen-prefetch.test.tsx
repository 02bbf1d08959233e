import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { PATHS, SUGGESTION_PATHS, type JobOfferCard } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { prefetchJobList } from './api/prefetch-job-list.ts';
import { prefetchServicePage } from './api/prefetch-service-page.ts';
import { JobListPage } from './pages/job-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (content: JobOfferCard[]) => json({ content, totalElements: content.length });
const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

describe('the first screens start their requests before they render', () => {
  it('/service asks for its statistics, banners, service menu and job classes once each', async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobOfferSummary}`]: () => json({}),
      [`GET ${PATHS.banners}`]: () => json([]),
      [`GET ${PATHS.serviceHome}`]: () => json({}),
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
    });
    prefetchServicePage(client());
    await waitFor(() => expect(api.calls).toHaveLength(4));
    for (const path of [
      PATHS.jobOfferSummary,
      PATHS.banners,
      PATHS.serviceHome,
      PATHS.localVacancyCatalog,
    ])
      expect(api.to('GET', path)).toHaveLength(1);
  });

  it('the job list then shows the prefetched first page without asking for it again', async () => {
    const api = fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${SUGGESTION_PATHS.jobOfferSuggestions}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => page([jobOfferCard({ jobOfferTitle: 'Cook' })]),
    });
    const route = '/job-service/job-list?type=local&groupId=3&id=7';
    const queryClient = client();
    prefetchJobList(queryClient, new URL(route, 'http://localhost').searchParams);
    await waitFor(() => expect(api.to('GET', PATHS.localVacancy)).toHaveLength(1));
    expect(api.to('GET', PATHS.localVacancy)[0].query.get('categoryId')).toBe('7');
    renderWithProviders(<JobListPage />, { route, queryClient });
    expect(await screen.findByText('Cook')).toBeInTheDocument();
    expect(api.to('GET', PATHS.localVacancy)).toHaveLength(1);
    expect(api.to('GET', PATHS.localVacancyCatalog)).toHaveLength(1);
  });
});
