import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, type ConsoleMe } from '@vaga/contract';
import { startLogin } from '../../features/auth/lib/login.ts';
import { getToken } from '../../shared/lib/session.ts';
import { fakeServer } from '../auth-test-harness.tsx';
import { consoleAccess } from './console-access.ts';
import { consoleAccount, renderConsole } from './console-test-harness.tsx';
import { itemTexts } from '@/test/queries.ts';

vi.mock('../../features/auth/lib/login.ts', () => ({ startLogin: vi.fn(), goExternal: vi.fn() }));
vi.mock('../../shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

const employerMe: ConsoleMe = {
  accountType: 'employer',
  name: 'Wong Ka Yan',
  employer: { id: 3, name: 'Golden Lotus Hotel', vacancyCount: 12 },
};
const staffMe: ConsoleMe = { accountType: 'staff', name: 'Lei Man Hou', employer: null };

function serve(handlers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(startLogin).mockClear();
  localStorage.clear();
});

describe('who may use a console', () => {
  it('lets in only its own account type, after a login', () => {
    const none = { loggedIn: false, accountType: undefined };
    expect(consoleAccess('employer', none)).toBe('login');
    expect(consoleAccess('staff', { loggedIn: true, accountType: undefined })).toBe('loading');
    expect(consoleAccess('employer', { loggedIn: true, accountType: 'employer' })).toBe('allowed');
    expect(consoleAccess('staff', { loggedIn: true, accountType: 'staff' })).toBe('allowed');
    expect(consoleAccess('employer', { loggedIn: true, accountType: 'personal' })).toBe('refused');
    expect(consoleAccess('employer', { loggedIn: true, accountType: 'staff' })).toBe('refused');
    expect(consoleAccess('staff', { loggedIn: true, accountType: 'employer' })).toBe('refused');
  });
});

describe('console login', () => {
  it('starts the employer login, coming back to the page asked for', async () => {
    serve({});
    renderConsole('/employer/interviews');
    await waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith('/employer/interviews', 'employer'),
    );
  });

  it('starts the staff login on /staff', async () => {
    serve({});
    renderConsole('/staff');
    await waitFor(() => expect(startLogin).toHaveBeenCalledWith('/staff', 'staff'));
  });
});

describe('console role gates', () => {
  it('refuses a seeker account, with the way back to the job-seeking service and logout', async () => {
    const server = serve({});
    renderConsole('/employer', consoleAccount({ accountType: 'personal', employer: null }));
    const refusal = await screen.findByRole('alert');
    expect(
      within(refusal).getByRole('heading', {
        name: 'This account cannot use the employer console',
      }),
    ).toBeInTheDocument();
    expect(within(refusal).getByText(/job-seeker account/)).toBeInTheDocument();
    expect(
      within(refusal).getByRole('link', { name: 'Go to the job-seeking service' }),
    ).toHaveAttribute('href', '/service');
    expect(within(refusal).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    // No console for it: no sections, and nothing asked of the console API.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.calls).not.toContain(`GET ${PATHS.consoleMe}`);
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('refuses an employer account on the staff console, pointing to its own', async () => {
    serve({});
    renderConsole('/staff', consoleAccount());
    const refusal = await screen.findByRole('alert');
    expect(
      within(refusal).getByRole('heading', { name: 'This account cannot use the staff console' }),
    ).toBeInTheDocument();
    expect(
      within(refusal).getByRole('link', { name: 'Go to the employer console' }),
    ).toHaveAttribute('href', '/employer');
  });

  it('refuses a staff account on the employer console, pointing to its own', async () => {
    serve({});
    renderConsole('/employer', consoleAccount({ accountType: 'staff', employer: null }));
    const refusal = await screen.findByRole('alert');
    expect(
      within(refusal).getByRole('heading', {
        name: 'This account cannot use the employer console',
      }),
    ).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Go to the staff console' })).toHaveAttribute(
      'href',
      '/staff',
    );
  });
});

describe('console layout and home', () => {
  it('shows the employer, its vacancy count and the employer sections', async () => {
    serve({ [`GET ${PATHS.consoleMe}`]: { status: 200, body: employerMe } });
    renderConsole('/employer', consoleAccount());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { name: 'Employer console' })).toBeInTheDocument();
    expect(within(header).getByText('Wong Ka Yan')).toBeInTheDocument();
    expect(within(header).getByText('Golden Lotus Hotel')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Language/ })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Every employer section leads to its pages.
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/employer/notifications',
    );

    expect(within(nav).getByRole('link', { name: 'Event bookings' })).toHaveAttribute(
      'href',
      '/employer/event-bookings',
    );
    expect(within(nav).getByRole('link', { name: 'Interview requests' })).toHaveAttribute(
      'href',
      '/employer/interviews',
    );
    expect(within(nav).getByRole('link', { name: 'Vacancies' })).toHaveAttribute(
      'href',
      '/employer/vacancies',
    );
    expect(within(nav).queryByText('Not available yet')).toBeNull();

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Welcome, Wong Ka Yan' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Golden Lotus Hotel')).toBeInTheDocument();
    expect(within(main).getByText('12')).toBeInTheDocument();
    // The header's bell opens the console's own inbox.
    const links = within(header).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/employer/notifications');
  });

  it('shows the staff console with its nine sections', async () => {
    serve({ [`GET ${PATHS.consoleMe}`]: { status: 200, body: staffMe } });
    renderConsole(
      '/staff',
      consoleAccount({ accountType: 'staff', name: 'Lei Man Hou', employer: null }),
    );
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(itemTexts(nav)).toEqual([
      'Home',
      'Matches',
      'Registrations',
      'Unemployment registrations',
      'Hot searches',
      'Statistics',
      'Events',
      'Vacancy review',
      'Reported vacancies',
      'Failed deliveries',
      'Data-access log',
      'Notifications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Vacancy review' })).toHaveAttribute(
      'href',
      '/staff/vacancy-review',
    );
    expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/staff/statistics',
    );
    expect(within(nav).getByRole('link', { name: 'Reported vacancies' })).toHaveAttribute(
      'href',
      '/staff/vacancy-reports',
    );
    expect(within(nav).getByRole('link', { name: 'Matches' })).toHaveAttribute(
      'href',
      '/staff/matches',
    );
    expect(within(nav).getByRole('link', { name: 'Registrations' })).toHaveAttribute(
      'href',
      '/staff/registrations',
    );
    expect(within(nav).getByRole('link', { name: 'Unemployment registrations' })).toHaveAttribute(
      'href',
      '/staff/unemployment',
    );
    expect(within(nav).getByRole('link', { name: 'Hot searches' })).toHaveAttribute(
      'href',
      '/staff/hot-searches',
    );
    expect(within(nav).getByRole('link', { name: 'Failed deliveries' })).toHaveAttribute(
      'href',
      '/staff/failed-deliveries',
    );
    expect(within(screen.getByRole('banner')).queryByText('Employer')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Welcome, Lei Man Hou' }),
    ).toBeInTheDocument();
    expect(within(main).getByText(/across all employers/)).toBeInTheDocument();
  });

  it('says so when the console cannot be loaded, and tries again', async () => {
    let fail = true;
    serve({
      [`GET ${PATHS.consoleMe}`]: () =>
        fail
          ? { status: 503, body: { code: 'INTERNAL_SERVER_ERROR', errorArgs: [] } }
          : { status: 200, body: employerMe },
    });
    renderConsole('/employer', consoleAccount());
    const failure = await screen.findByRole('alert');
    expect(
      within(failure).getByRole('heading', { name: 'The console could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('12')).toBeInTheDocument();
  });

  it('answers an unknown console address with a way back to the console home', async () => {
    serve({});
    renderConsole('/employer/no-such-page', consoleAccount());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console home' })).toHaveAttribute(
      'href',
      '/employer',
    );
  });

  it('logs out as the account type it is, and does not start a new login', async () => {
    let logoutType: string | null = null;
    serve({
      [`GET ${PATHS.consoleMe}`]: { status: 200, body: employerMe },
      [`POST ${PATHS.logout}`]: (url) => {
        logoutType = url.searchParams.get('type');
        return { status: 200, body: { logoutUrl: null } };
      },
    });
    const app = renderConsole('/employer', consoleAccount());
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }),
    );
    expect(await screen.findByText('service page')).toBeInTheDocument();
    expect(app.location()).toBe('/service');
    expect(logoutType).toBe('employer');
    expect(getToken()).toBeNull();
    expect(startLogin).not.toHaveBeenCalled();
  });
});
