import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, type JobClass } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { JobClassesPage } from './pages/job-classes-page.tsx';
import { JobListPage } from './pages/job-list-page.tsx';

const EVENT = { type: 'event', eventId: 3, eventName: 'Grand job fair' } as const;
const catalogPath = buildPath(PATHS.eventJobOffersCatalog, { eventId: 3 });
const listPath = buildPath(PATHS.eventJobOffers, { eventId: 3 });
const searchPath = buildPath(PATHS.eventJobOffersSearch, { eventId: 3 });

const HOTELS: JobClass = {
  id: 1,
  groupId: 10,
  icon: 'hotel',
  name: 'Hotels',
  metaDatas: [],
  subCategories: [{ id: 101, groupId: 10, name: 'Reception', metaDatas: [] }],
};

function renderPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.jobService} element={<JobClassesPage />} />
      <Route path={ROUTES.jobList} element={<JobListPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
});

describe('the job classes and job list of an event', () => {
  it("lists the event's job classes, leading to the event's job list of a class", async () => {
    const api = fakeApi({
      [`GET ${catalogPath}`]: () => json([HOTELS]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${listPath}`]: () =>
        json({ content: [jobOfferCard({ jobOfferTitle: 'Receptionist' })], totalElements: 1 }),
    });
    renderPages(paths.jobService(EVENT));
    expect(await screen.findByRole('heading', { name: 'Grand job fair' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Hotels/ }));
    await userEvent.click(screen.getByRole('link', { name: /Reception/ }));
    expect(await screen.findByText('Receptionist')).toBeInTheDocument();
    const call = api.to('GET', listPath)[0];
    expect(call.query.get('categoryGroupId')).toBe('10');
    expect(call.query.get('categoryId')).toBe('101');
    expect(api.to('GET', PATHS.localVacancyCatalog)).toHaveLength(0);
    expect(api.to('GET', PATHS.localVacancy)).toHaveLength(0);
  });

  it("searches inside the event's vacancies", async () => {
    const api = fakeApi({
      [`GET ${catalogPath}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${searchPath}`]: () =>
        json({ content: [jobOfferCard({ jobOfferTitle: 'Night cook' })], totalElements: 1 }),
    });
    renderPages(paths.jobList({ ...EVENT, keyword: 'cook' }));
    expect(await screen.findByRole('heading', { name: 'Night cook' })).toBeInTheDocument();
    expect(api.to('GET', searchPath)[0].query.get('keyword')).toBe('cook');
    expect(api.to('GET', PATHS.localVacancySearch)).toHaveLength(0);
  });

  it("books a vacancy of the event's list at the event", async () => {
    fakeApi({
      [`GET ${catalogPath}`]: () => json([]),
      [`GET ${PATHS.topKeywords}`]: () => json([]),
      [`GET ${listPath}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 42 })}`]: () => json(jobOfferDetail({ id: 42 })),
    });
    renderPages(`${paths.jobList(EVENT)}&detail=42`);
    expect(await screen.findByRole('link', { name: 'Book at the event' })).toHaveAttribute(
      'href',
      paths.apptForm(3, 42),
    );
    expect(screen.queryByRole('link', { name: 'Request an interview' })).not.toBeInTheDocument();
  });

  it('shows a panel for an event list without an event', async () => {
    fakeApi({});
    renderPages(`${ROUTES.jobService}?type=event`);
    expect(screen.getByRole('heading', { name: 'No event chosen' })).toBeInTheDocument();
  });
});
