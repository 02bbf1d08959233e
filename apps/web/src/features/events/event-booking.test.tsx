import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPath, PATHS } from '@vaga/contract';
import { renderRoutes, renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { eventVacancy } from '@/test/event-factories.ts';
import { cvFile } from '@/test/profile-factories.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { setUpResidentTests } from '@/test/resident-setup.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { ApptFormPage } from './pages/appt-form-page.tsx';
import { ApptJobsPage } from './pages/appt-jobs-page.tsx';
import { MatchJobsPage } from './pages/match-jobs-page.tsx';

const renderBooking = (route: string) =>
  renderRoutes(
    {
      [ROUTES.matchJobs]: <MatchJobsPage />,
      [ROUTES.apptForm]: <ApptFormPage />,
    },
    route,
  );

const vacanciesPath = buildPath(PATHS.eventVacancies, { id: 7 });
const vacancyPath = buildPath(PATHS.eventVacancy, { eventId: 7, jobOfferId: 42 });
const standing = (remaining: number, count: number) =>
  json([{ eventId: 7, registered: 1, bookingCount: count, remainingBookings: remaining }]);

setUpResidentTests();

describe('/match-jobs', () => {
  it("lists the event's vacancies by keyword, each opening its detail with a book button", async () => {
    const api = fakeApi({
      [`GET ${buildPath(PATHS.event, { id: 7 })}`]: () => apiError('NOT_FOUND', 404),
      [`GET ${vacanciesPath}`]: (call) =>
        json({
          content: [jobOfferCard({ id: 42, jobOfferTitle: call.query.get('keyword') ?? 'Cook' })],
          totalElements: 1,
        }),
      [`GET ${vacancyPath}`]: () => json(eventVacancy()),
    });
    renderBooking(paths.matchJobs(7));
    await screen.findByRole('link', { name: /Cook/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Waiter');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: /Waiter/ });
    expect(api.to('GET', vacanciesPath).at(-1)?.query.get('keyword')).toBe('Waiter');
    await userEvent.click(link);
    expect(await screen.findByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      paths.apptForm(7, 42),
    );
  });

  it('shows a booked vacancy as booked, without a book button', async () => {
    fakeApi({ [`GET ${vacancyPath}`]: () => json(eventVacancy({ applied: 1 })) });
    renderBooking(paths.matchJobs(7, 42));
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });
});

describe('/appt-form', () => {
  it('books with the chosen CV, shows the bookings left and goes to my bookings', async () => {
    const api = fakeApi({
      [`GET ${vacancyPath}`]: () => json(eventVacancy({ cvRequired: 1 })),
      [`GET ${PATHS.cvs}`]: () => json([cvFile(), cvFile({ cvUid: 'cv-2', cvName: 'Short CV' })]),
      [`GET ${PATHS.eventRegisterStatistics}`]: () => standing(2, 0),
      [`POST ${PATHS.applyEventVacancy}`]: () =>
        json({ bookingId: 5, bookingCount: 1, remainingBookings: 1 }, 201),
    });
    renderBooking(paths.apptForm(7, 42));
    expect(await screen.findByText('Bookings left: 2 (booked: 0)')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /My CV/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /No CV/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Short CV/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(`At ${paths.apptJobs(7)}`)).toBeInTheDocument();
    expect(api.to('POST', PATHS.applyEventVacancy)[0].body).toEqual({
      eventId: 7,
      jobOfferId: 42,
      cvUid: 'cv-2',
    });
  });

  it('refuses at once without a CV where one is required', async () => {
    const api = fakeApi({
      [`GET ${vacancyPath}`]: () => json(eventVacancy({ cvRequired: 1 })),
      [`GET ${PATHS.cvs}`]: () => json([]),
      [`GET ${PATHS.eventRegisterStatistics}`]: () => standing(2, 0),
    });
    renderBooking(paths.apptForm(7, 42));
    expect(await screen.findByText(/You have no CV file yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/CV/);
    expect(api.to('POST', PATHS.applyEventVacancy)).toHaveLength(0);
  });

  it.each([
    ['BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER', 'You have exceeded the number of bookings'],
    ['BE_ALREADY_APPLY_EVENT_VACANCY', 'You have already booked this vacancy'],
  ])('shows the refusal %s with its catalogue message', async (code, message) => {
    fakeApi({
      [`GET ${vacancyPath}`]: () => json(eventVacancy()),
      [`GET ${PATHS.cvs}`]: () => json([]),
      [`GET ${PATHS.eventRegisterStatistics}`]: () => standing(0, 2),
      [`POST ${PATHS.applyEventVacancy}`]: () => apiError(code, 409, [2]),
    });
    renderBooking(paths.apptForm(7, 42));
    await userEvent.click(await screen.findByRole('radio', { name: 'No CV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('leads to the registration when I am not registered for the event', async () => {
    fakeApi({
      [`GET ${vacancyPath}`]: () => json(eventVacancy()),
      [`GET ${PATHS.cvs}`]: () => json([]),
      [`GET ${PATHS.eventRegisterStatistics}`]: () =>
        json([{ eventId: 7, registered: 0, bookingCount: 0, remainingBookings: 2 }]),
      [`POST ${PATHS.applyEventVacancy}`]: () => apiError('BE_EVENT_NOT_REGISTERED', 403),
    });
    renderBooking(paths.apptForm(7, 42));
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Register for the event first to book its vacancies',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      paths.registerReady(7),
    );
  });
});

describe('/appt-jobs', () => {
  it('lists my bookings at the event with the bookings left', async () => {
    const api = fakeApi({
      [`GET ${PATHS.eventRegisterStatistics}`]: () => standing(1, 1),
      [`GET ${PATHS.jobMatchEvents}`]: () =>
        json({
          content: [
            {
              bookingId: 5,
              eventId: 7,
              jobOfferId: 42,
              jobOfferTitle: 'Cook',
              employerName: 'Grand Hotel',
              cvName: 'My CV',
              bookedAt: '2026-11-21T02:00:00.000Z',
            },
          ],
          totalElements: 1,
        }),
    });
    renderWithProviders(<ApptJobsPage />, { route: paths.apptJobs(7) });
    expect(await screen.findByRole('link', { name: /Cook/ })).toHaveAttribute(
      'href',
      paths.matchJobs(7, 42),
    );
    expect(screen.getByText('CV: My CV')).toBeInTheDocument();
    expect(await screen.findByText('Bookings left: 1 (booked: 1)')).toBeInTheDocument();
    expect(api.to('GET', PATHS.jobMatchEvents)[0].query.get('eventId')).toBe('7');
  });
});
