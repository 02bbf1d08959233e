import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { JobListPage } from './pages/job-list-page.tsx';

function Booking() {
  return <p>Booking {useLocation().search}</p>;
}

function renderJobList(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/job-service/job-list"
        element={
          <JobListPage
            renderDetailActions={(offer) => <button type="button">Save {offer.id}</button>}
          />
        }
      />
      <Route path="/job-service/make-appointment" element={<Booking />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('vacancy detail', () => {
  it('opens over the list from a card, with everything the server answers', async () => {
    const card = jobOfferCard({
      id: 7,
      jobOfferTitle: '西廚廚師',
      salary: 16000,
      salaryTypeName: '月',
    });
    const detail = jobOfferDetail({
      ...card,
      needCv: 1,
      hashTag: ['醫療保險', '包膳食'],
      additionalMessage: 'Bring your certificates',
      isShowAdditionalMessage: 1,
      workingTime: 'Shifts, 8 hours',
      experienceRequiredYears: 2,
    });
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [card], totalElements: 1 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 7 })}`]: () => json(detail),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3');

    const link = await screen.findByRole('link', { name: /西廚廚師/ });
    expect(link).toHaveTextContent('$16,000/月');
    await userEvent.click(link);

    const dialog = await screen.findByRole('dialog', { name: '西廚廚師' });
    expect(within(dialog).getByText('$16,000/月')).toBeInTheDocument();
    expect(within(dialog).getByText('CV required')).toBeInTheDocument();
    expect(within(dialog).getByText('#醫療保險')).toBeInTheDocument();
    expect(within(dialog).getByText('Bring your certificates')).toBeInTheDocument();
    expect(within(dialog).getByText('Shifts, 8 hours')).toBeInTheDocument();
    expect(within(dialog).getByText('2 years')).toBeInTheDocument();
    expect(within(dialog).getByText('2026/11/14 17:15')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save 7' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('link', { name: 'Request an interview' }));
    expect(await screen.findByText(/Booking \?jobOfferId=7/)).toBeInTheDocument();
  });

  it('hides the additional message the employer does not show', async () => {
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 8 })}`]: () =>
        json(
          jobOfferDetail({
            id: 8,
            jobOfferTitle: 'Waiter',
            additionalMessage: 'Secret',
            isShowAdditionalMessage: 0,
          }),
        ),
    });
    renderJobList('/job-service/job-list?type=local&detail=8');
    const dialog = await screen.findByRole('dialog', { name: 'Waiter' });
    expect(within(dialog).queryByText('Secret')).toBeNull();
    expect(within(dialog).queryByText('Additional message')).toBeNull();
  });

  it('says an expired vacancy has expired and offers no interview request', async () => {
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 9 })}`]: () =>
        json(jobOfferDetail({ id: 9, jobOfferTitle: 'Old job', isValid: 0 })),
    });
    renderJobList('/job-service/job-list?type=local&detail=9');
    const dialog = await screen.findByRole('dialog', { name: 'Old job' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('This vacancy has expired');
    expect(within(dialog).queryByRole('link', { name: 'Request an interview' })).toBeNull();
  });

  it('says a removed vacancy no longer exists, and closes', async () => {
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 10 })}`]: () =>
        apiError('BE_JOBOFFER_INVALID', 404, [10]),
    });
    renderJobList('/job-service/job-list?type=local&detail=10');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'expired or no longer exists',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows another failure with its own message, once', async () => {
    fakeApi({
      [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 11 })}`]: () =>
        apiError('INTERNAL_SERVER_ERROR', 500),
    });
    renderJobList('/job-service/job-list?type=local&detail=11');
    const dialog = await screen.findByRole('dialog');
    // Catalogue messages follow the app's locale (zh-Hant by default), not the test's i18n; the
    // catalogue loads with the first message shown.
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('服務出現錯誤'));
    expect(screen.getAllByText(/服務出現錯誤/)).toHaveLength(1);
  });
});
