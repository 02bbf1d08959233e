import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, type ConsoleMe, type EmployerHome, type StaffHome } from '@vaga/contract';
import { Translator } from '@/shared/lib/translate/translator.ts';
import enConsoleHome from '@vaga/contract/texts/en/screens/console-home.json';
import { desktopWidth } from '@/test/desktop-width.ts';
import { fakeServer } from '../auth-test-harness.tsx';
import { ageText } from './console-home-queues.tsx';
import { consoleAccount, renderConsole } from './console-test-harness.tsx';
import { itemTexts } from '@/test/queries.ts';

vi.mock('../../features/auth/lib/login.ts', () => ({ startLogin: vi.fn(), goExternal: vi.fn() }));
vi.mock('../../shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

const staffMe: ConsoleMe = { accountType: 'staff', name: 'Lei Man Hou', employer: null };
const employerMe: ConsoleMe = {
  accountType: 'employer',
  name: 'Wong Ka Yan',
  employer: { id: 3, name: 'Golden Lotus Hotel', vacancyCount: 12 },
};
const staffAccount = consoleAccount({ accountType: 'staff', name: 'Lei Man Hou', employer: null });

const none = { oldestAt: null, oldestAgeMinutes: null };
const staffHome: StaffHome = {
  queues: [
    {
      queue: 'matches',
      count: 4,
      oldestAt: '2026-11-20T02:00:00.000Z',
      oldestAgeMinutes: 3 * 1440,
    },
    {
      queue: 'registrations',
      count: 2,
      oldestAt: '2026-11-23T00:00:00.000Z',
      oldestAgeMinutes: 90,
    },
    { queue: 'unemployment', count: 0, ...none },
    {
      queue: 'vacancyReviews',
      count: 1,
      oldestAt: '2026-11-23T01:00:00.000Z',
      oldestAgeMinutes: 45,
    },
    {
      queue: 'vacancyReports',
      count: 7,
      oldestAt: '2026-11-13T01:00:00.000Z',
      oldestAgeMinutes: 10 * 1440,
    },
    {
      queue: 'failedDeliveries',
      count: 1,
      oldestAt: '2026-11-23T01:59:00.000Z',
      oldestAgeMinutes: 1,
    },
  ],
};
const employerHome: EmployerHome = {
  vacancies: [
    { status: 'DRAFT', count: 2 },
    { status: 'PENDING', count: 1 },
    { status: 'RETURNED', count: 0 },
    { status: 'PUBLISHED', count: 9 },
    { status: 'EXPIRED', count: 3 },
    { status: 'WITHDRAWN', count: 0 },
    { status: 'REMOVED', count: 1 },
  ],
  interviewRequests: {
    count: 5,
    oldestAt: '2026-11-21T02:00:00.000Z',
    oldestAgeMinutes: 2 * 1440 + 30,
  },
};

function serve(handlers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the age of a queue’s oldest item', () => {
  it('says minutes below an hour, hours below two days, then days', () => {
    const t = new Translator({
      lng: 'en',
      resources: { en: { 'console-home': enConsoleHome } },
      defaultNS: 'console-home',
    }).getFixedT('console-home');
    expect(ageText(t, 0)).toBe('0 minutes');
    expect(ageText(t, 1)).toBe('1 minute');
    expect(ageText(t, 59)).toBe('59 minutes');
    expect(ageText(t, 60)).toBe('1 hour');
    expect(ageText(t, 47 * 60 + 59)).toBe('47 hours');
    expect(ageText(t, 48 * 60)).toBe('2 days');
  });
});

describe('the staff home', () => {
  it('shows each queue on a phone as a card: its count, its oldest item’s age, its link', async () => {
    const server = serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: staffMe },
      [`GET ${PATHS.consoleStaffHome}`]: { status: 200, body: staffHome },
    });
    renderConsole('/staff', staffAccount);
    const cards = await screen.findByRole('list', { name: 'Queues waiting for staff' });
    expect(itemTexts(cards)).toEqual([
      'Interview requests waiting for the employer4 waitingoldest waiting 3 days',
      'Job-seeking registrations to process2 waitingoldest waiting 1 hour',
      'Unemployment registrations to reviewNothing waiting',
      'Vacancies to review1 waitingoldest waiting 45 minutes',
      'Reported vacancies7 waitingoldest waiting 10 days',
      'Failed deliveries1 waitingoldest waiting 1 minute',
    ]);
    const link = (name: string) => within(cards).getByRole('link', { name });
    expect(link('Interview requests waiting for the employer')).toHaveAttribute(
      'href',
      '/staff/matches?group=1',
    );
    expect(link('Job-seeking registrations to process')).toHaveAttribute(
      'href',
      '/staff/registrations',
    );
    expect(link('Unemployment registrations to review')).toHaveAttribute(
      'href',
      '/staff/unemployment',
    );
    expect(link('Vacancies to review')).toHaveAttribute('href', '/staff/vacancy-review');
    expect(link('Reported vacancies')).toHaveAttribute('href', '/staff/vacancy-reports');
    expect(link('Failed deliveries')).toHaveAttribute('href', '/staff/failed-deliveries');
    expect(within(cards).queryByRole('table')).toBeNull();
    expect(server.calls).toContain(`GET ${PATHS.consoleStaffHome}`);
  });

  it('shows the queues as a table at desktop width, sortable by the oldest item’s age', async () => {
    desktopWidth();
    serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: staffMe },
      [`GET ${PATHS.consoleStaffHome}`]: { status: 200, body: staffHome },
    });
    renderConsole('/staff', staffAccount);
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names()).toEqual([
      'Interview requests waiting for the employer',
      'Job-seeking registrations to process',
      'Unemployment registrations to review',
      'Vacancies to review',
      'Reported vacancies',
      'Failed deliveries',
    ]);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Interview requests waiting for the employer', '4', '3 days']);
    expect(within(firstRow).getByRole('link')).toHaveAttribute('href', '/staff/matches?group=1');

    // Sorting by age: youngest first, then oldest first.
    await userEvent.click(within(table).getByText('Oldest item'));
    expect(names()).toEqual([
      'Unemployment registrations to review',
      'Failed deliveries',
      'Vacancies to review',
      'Job-seeking registrations to process',
      'Interview requests waiting for the employer',
      'Reported vacancies',
    ]);
    await userEvent.click(within(table).getByText('Oldest item'));
    expect(names()[0]).toBe('Reported vacancies');
    expect(screen.queryByRole('list', { name: 'Queues waiting for staff' })).toBeNull();
  });

  it('says when the queues cannot be loaded, the rest of the home still shown', async () => {
    serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: staffMe },
      [`GET ${PATHS.consoleStaffHome}`]: {
        status: 500,
        body: { code: 'INTERNAL_SERVER_ERROR', errorArgs: [] },
      },
    });
    renderConsole('/staff', staffAccount);
    expect(await screen.findByText('The queues could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Lei Man Hou' })).toBeInTheDocument();
  });
});

describe('the employer home', () => {
  it('shows its waiting requests and its vacancies by state, each leading to its list', async () => {
    serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: employerMe },
      [`GET ${PATHS.consoleEmployerHome}`]: { status: 200, body: employerHome },
    });
    renderConsole('/employer', consoleAccount());
    const requests = await screen.findByRole('link', {
      name: '5 requests wait for your answer',
    });
    expect(requests).toHaveAttribute('href', '/employer/interviews?group=1');
    expect(screen.getByText(/oldest waiting 2 days/)).toBeInTheDocument();

    const states = screen.getByRole('list', { name: 'Vacancies by state' });
    expect(itemTexts(states)).toEqual([
      'Draft2',
      'Waiting for review1',
      'Returned0',
      'Published9',
      'Expired3',
      'Withdrawn0',
      'Removed1',
    ]);
    expect(within(states).getByRole('link', { name: 'Expired' })).toHaveAttribute(
      'href',
      '/employer/vacancies?status=EXPIRED',
    );
  });

  it('shows the states as a table at desktop width, and says when nothing waits', async () => {
    desktopWidth();
    serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: employerMe },
      [`GET ${PATHS.consoleEmployerHome}`]: {
        status: 200,
        body: { ...employerHome, interviewRequests: { count: 0, ...none } },
      },
    });
    renderConsole('/employer', consoleAccount());
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('link', { name: 'Published' })).toHaveAttribute(
      'href',
      '/employer/vacancies?status=PUBLISHED',
    );
    expect(screen.getByText('No interview request is waiting for you.')).toBeInTheDocument();
  });
});
