import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, type Fit } from '@vaga/contract';
import { clearToken, setToken } from '@/shared/lib/session.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { JobListPage } from './pages/job-list-page.tsx';
import { JobOfferCard } from './ui/job-offer-card.tsx';
import { itemTexts } from '@/test/queries.ts';

const FIT: Fit = {
  met: [
    {
      kind: 'education',
      name: 'Education',
      asks: { value: 4, label: 'Senior secondary' },
      has: { value: 7, label: 'Bachelor' },
    },
  ],
  missing: [
    {
      kind: 'languageWritten',
      name: 'Portuguese writing',
      asks: { value: 3, label: 'Good' },
      has: { value: 2, label: 'Basic' },
    },
    {
      kind: 'drivingLicence',
      name: 'Driving licence',
      asks: { value: 4, label: 'Macao D' },
      has: null,
    },
  ],
};

function renderJobList(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/job-service/job-list" element={<JobListPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('skill fit', () => {
  it('shows on the detail how many requirements the seeker meets, then each met and missed', async () => {
    const card = jobOfferCard({ id: 7, jobOfferTitle: 'Cook', fitCount: { met: 1, total: 3 } });
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [card], totalElements: 1 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 7 })}`]: () =>
        json(jobOfferDetail({ ...card, fit: FIT })),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3');

    const link = await screen.findByRole('link', { name: /Cook/ });
    expect(within(link).getByText('Meets 1 of 3 requirements')).toBeInTheDocument();
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Cook' });
    const fit = within(dialog).getByRole('region', { name: 'How you fit' });
    expect(within(fit).getByText('Meets 1 of 3 requirements')).toBeInTheDocument();
    const met = within(fit).getByRole('list', { name: 'Requirements you meet' });
    expect(within(met).getByRole('listitem')).toHaveTextContent(
      'Education: vacancy asks Senior secondary, you have Bachelor',
    );
    const missing = within(fit).getByRole('list', { name: 'Requirements you do not meet yet' });
    expect(itemTexts(missing)).toEqual([
      'Portuguese writing: vacancy asks Good, you have Basic',
      'Driving licence: vacancy asks Macao D, you have none',
    ]);
  });

  it('has no fit block when the answer carries none (visitors, no requirements)', async () => {
    const card = jobOfferCard({ id: 8, jobOfferTitle: 'Waiter' });
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [card], totalElements: 1 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 8 })}`]: () => json(jobOfferDetail(card)),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3');
    await userEvent.click(await screen.findByRole('link', { name: /Waiter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiter' });
    expect(within(dialog).queryByRole('region', { name: 'How you fit' })).toBeNull();
    expect(screen.queryByText(/requirements$/)).toBeNull();
  });

  it('lets a logged-in seeker sort the list by fit, asking the server for sort=fit', async () => {
    setToken('t-1');
    const api = fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3');
    const order = await screen.findByRole('group', { name: 'Order' });
    expect(within(order).getByRole('button', { name: 'Newest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(order).getByRole('button', { name: 'Best fit first' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.query.get('sort') === 'fit')).toBe(true));
    expect(within(order).getByRole('button', { name: 'Best fit first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers no sort by fit to a visitor, and never sends it', async () => {
    const api = fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3&sort=fit');
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('group', { name: 'Order' })).toBeNull();
    expect(api.calls.every((c) => !c.query.has('sort'))).toBe(true);
  });

  it('says on a recommended card why it is recommended', () => {
    renderWithProviders(
      <JobOfferCard
        offer={jobOfferCard({
          fitCount: { met: 2, total: 2 },
          fitReasons: ['Education', 'Portuguese speaking'],
        })}
      />,
    );
    expect(screen.getByText('You meet: Education and Portuguese speaking')).toBeInTheDocument();
    expect(screen.getByText('Meets 2 of 2 requirements')).toBeInTheDocument();
  });
});
