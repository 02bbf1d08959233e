import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { JobListPage } from './pages/job-list-page.tsx';

function renderSearch(keyword: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/job-service/job-list" element={<JobListPage />} />
    </Routes>,
    { route: `/job-service/job-list?type=local&keyword=${encodeURIComponent(keyword)}` },
  );
}

describe('search result titles', () => {
  it('marks the words of each title the keyword matches, rendering the title as text', async () => {
    const hostile = '<img src=x onerror=alert(1)> 保安主任';
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancySearch}`]: () =>
        json({
          content: [
            jobOfferCard({ id: 1, jobOfferTitle: '夜班保安員' }),
            jobOfferCard({ id: 2, jobOfferTitle: hostile }),
            jobOfferCard({ id: 3, jobOfferTitle: '護衛員' }),
          ],
          totalElements: 3,
        }),
    });
    renderSearch('保安');

    const first = await screen.findByRole('article', { name: '夜班保安員' });
    const firstTitle = within(first).getByRole('heading', { level: 2 });
    expect(firstTitle).toHaveTextContent('夜班保安員');
    expect(within(firstTitle).getByText('保安').tagName).toBe('MARK');

    const second = screen.getByRole('article', { name: hostile });
    const secondTitle = within(second).getByRole('heading', { level: 2 });
    expect(secondTitle).toHaveTextContent(hostile);
    expect(second.querySelector('img')).toBeNull();
    expect(within(secondTitle).getByText('保安').tagName).toBe('MARK');

    const third = screen.getByRole('article', { name: '護衛員' });
    expect(within(third).getByRole('heading', { level: 2 })).toHaveTextContent('護衛員');
    expect(third.querySelector('mark')).toBeNull();
  });

  it('marks a title in Traditional characters for a keyword in Simplified ones', async () => {
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancySearch}`]: () =>
        json({ content: [jobOfferCard({ id: 1, jobOfferTitle: '中菜廚師' })], totalElements: 1 }),
    });
    renderSearch('厨师');

    const card = await screen.findByRole('article', { name: '中菜廚師' });
    const title = within(card).getByRole('heading', { level: 2 });
    // The folding loads in a chunk of its own; the mark follows once it has.
    expect((await within(title).findByText('廚師')).tagName).toBe('MARK');
    expect(title).toHaveTextContent('中菜廚師');
  });
});
