import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@vaga/contract';
import { startLogin } from '../features/auth/lib/login.ts';
import { resetUnauthorizedState } from '../features/auth/lib/unauthorized.ts';
import { initLocale } from '../shared/lib/locale.ts';
import { setToken } from '../shared/lib/session.ts';
import { demoAccount, fakeServer, loginHandlers, renderApp } from './auth-test-harness.tsx';

vi.mock('../features/auth/lib/login.ts', () => ({ startLogin: vi.fn(), goExternal: vi.fn() }));
vi.mock('../shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

const employer = demoAccount({
  name: 'Wong Ka Yan',
  accountType: 'employer',
  employer: { id: 3, name: 'Golden Lotus Hotel' },
});

function serve(handlers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  initLocale('?language=en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startLogin).mockClear();
  resetUnauthorizedState();
  localStorage.clear();
  sessionStorage.clear();
});

describe('employer and staff accounts in the job-seeking app', () => {
  it('lands an employer logging in from a seeker page on the employer console', async () => {
    const server = serve(loginHandlers(employer, { redirect: '/cv' }));
    const app = renderApp('/profile?code=the-code&state=the-state');
    await vi.waitFor(() => expect(app.location()).toBe('/employer'));
    // Nothing a seeker loads: no interview statistics, no job-seeking profile.
    expect(server.calls).toEqual([
      `POST ${PATHS.authorize}`,
      `POST ${PATHS.accessToken}`,
      `GET ${PATHS.accountProfile}`,
      `GET ${PATHS.references}`,
    ]);
  });

  it('lands a staff account on the staff console', async () => {
    serve(loginHandlers(demoAccount({ accountType: 'staff' }), { redirect: '/service' }));
    const app = renderApp('/profile?code=the-code&state=the-state');
    await vi.waitFor(() => expect(app.location()).toBe('/staff'));
  });

  it('tells an employer on a seeker page that its account type cannot use it', async () => {
    setToken('t-1');
    const server = serve(loginHandlers(employer));
    const app = renderApp('/cv');
    const panel = await screen.findByRole('alert', {
      name: 'This account cannot use the job-seeking service',
    });
    expect(
      within(panel).getByText('This type of account cannot use this function'),
    ).toBeInTheDocument();
    expect(screen.queryByText('cv page')).not.toBeInTheDocument();
    expect(server.calls).not.toContain(`GET ${PATHS.profile}`);
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Go to the employer console' }),
    );
    expect(app.location()).toBe('/employer');
  });

  it('gives a staff account the same refusal on favourites, pointing to the staff console', async () => {
    setToken('t-1');
    serve(loginHandlers(demoAccount({ accountType: 'staff' })));
    renderApp('/favorites');
    const panel = await screen.findByRole('alert', {
      name: 'This account cannot use the job-seeking service',
    });
    expect(
      within(panel).getByRole('button', { name: 'Go to the staff console' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers the consoles when the login was for another account type than the identity', async () => {
    const server = serve({
      ...loginHandlers(employer),
      [`POST ${PATHS.authorize}`]: { status: 403, body: { code: 'FORBIDDEN_ROLE', errorArgs: [] } },
    });
    const app = renderApp('/profile?code=the-code&state=the-state');
    const panel = await screen.findByRole('alert', { name: 'This account cannot log in here' });
    expect(
      within(panel).getByText('This type of account cannot use this function'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Go to the job-seeking service' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Go to the staff console' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Go to the employer console' }),
    );
    expect(app.location()).toBe('/employer');
    expect(server.calls).toEqual([`POST ${PATHS.authorize}`]);
  });
});
