import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPath, PATHS } from '@vaga/contract';
import { renderRoutes } from '@/test/render.tsx';
import { fakeApi, json, apiError } from '@/test/fake-api.ts';
import { eventBanner, eventCard, eventDetail } from '@/test/event-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { clearToken, setToken } from '@/shared/lib/session.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { MatchIndexPage } from './pages/match-index-page.tsx';
import { MatchKindsPage } from './pages/match-kinds-page.tsx';

const renderEvents = (route: string) =>
  renderRoutes(
    {
      [ROUTES.matchKinds]: <MatchKindsPage />,
      [ROUTES.matchIndex]: <MatchIndexPage />,
    },
    route,
  );

const eventPath = buildPath(PATHS.event, { id: 7 });
const stockPath = buildPath(PATHS.eventSessionStock, { id: 7 });

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  clearToken();
});

describe('/match-kinds', () => {
  it('lists the enrolling events of a kind under their banners, and the finished ones in a tab', async () => {
    const api = fakeApi({
      [`GET ${PATHS.eventBanners}`]: () =>
        json([eventBanner(), eventBanner({ eventId: 9, typeEventId: 1, title: 'Hotels' })]),
      [`GET ${PATHS.events}`]: (call) =>
        json(
          call.query.get('typeEventStatus') === '2'
            ? {
                content: [eventCard({ eventId: 8, eventName: 'Spring fair', typeEventStatus: 2 })],
                totalElements: 1,
              }
            : { content: [eventCard()], totalElements: 1 },
        ),
    });
    renderEvents(paths.matchKinds(3));
    expect(await screen.findByRole('link', { name: /Large job fair/ })).toHaveAttribute(
      'href',
      paths.matchIndex(7),
    );
    expect(screen.getByText('Seats left: 35')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Large job fairs' })).toBeInTheDocument();
    const banners = screen.getByRole('list', { name: 'Events open for registration' });
    expect(banners).toHaveTextContent('Grand fair banner');
    expect(banners).not.toHaveTextContent('Hotels');
    expect(api.to('GET', PATHS.events)[0].query.get('typeEventId')).toBe('3');
    expect(api.to('GET', PATHS.events)[0].query.get('typeEventStatus')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Finished' }));
    expect(await screen.findByRole('link', { name: /Spring fair/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finished' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('/match-index', () => {
  it('shows the event, its sessions with the seats left now, and the notice to arrive early', async () => {
    fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`GET ${stockPath}`]: () =>
        json({ eventId: 7, sessions: [{ sessionId: 11, quota: 50, remaining: 3 }] }),
    });
    renderEvents(paths.matchIndex(7));
    expect(await screen.findByRole('heading', { name: 'Large job fair' })).toBeInTheDocument();
    expect(screen.getByText('Macao East Asian Games Dome')).toBeInTheDocument();
    expect(screen.getByText('Please arrive 15 minutes before your session.')).toBeInTheDocument();
    const sessions = screen.getByRole('list', { name: 'Sessions' });
    expect(await screen.findByText('Seats left: 3 of 50')).toBeInTheDocument();
    expect(sessions).toHaveTextContent('Full');
    expect(sessions).toHaveTextContent('Queue tickets collected 09:30–11:30');
    // A visitor may register (the next page asks to log in); no ticket, no statistics call.
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      paths.registerReady(7),
    );
    expect(screen.queryByRole('link', { name: 'My ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacancies (12)' })).toHaveAttribute(
      'href',
      paths.matchJobs(7),
    );
    expect(screen.getByRole('link', { name: 'Vacancies by job class' })).toBeInTheDocument();
  });

  it('offers my ticket and my bookings once I am registered, with the bookings left', async () => {
    setToken('token-1');
    const api = fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail({ eventCatalogType: 1 })),
      [`GET ${stockPath}`]: () => json({ eventId: 7, sessions: [] }),
      [`GET ${PATHS.eventRegisterStatistics}`]: () =>
        json([{ eventId: 7, registered: 1, bookingCount: 1, remainingBookings: 1 }]),
    });
    renderEvents(paths.matchIndex(7));
    expect(await screen.findByRole('link', { name: 'My ticket' })).toHaveAttribute(
      'href',
      paths.registerResult(7),
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      paths.apptJobs(7),
    );
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vacancies by job class' })).not.toBeInTheDocument();
    expect(screen.getByText('Bookings left: 1 (booked: 1)')).toBeInTheDocument();
    expect(api.to('GET', PATHS.eventRegisterStatistics)[0].query.get('eventIds')).toBe('7');
  });

  it('offers no registration once it is closed', async () => {
    fakeApi({
      [`GET ${eventPath}`]: () =>
        json(eventDetail({ registrationOpen: 0, typeEventStatus: 2, statusDesc: 'Finished' })),
      [`GET ${stockPath}`]: () => json({ eventId: 7, sessions: [] }),
    });
    renderEvents(paths.matchIndex(7));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows a not-found panel without an event or for an unknown one', async () => {
    fakeApi({ [`GET ${buildPath(PATHS.event, { id: 99 })}`]: () => apiError('NOT_FOUND', 404) });
    const first = renderEvents(ROUTES.matchIndex);
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    first.unmount();
    renderEvents(paths.matchIndex(99));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument(),
    );
  });
});
