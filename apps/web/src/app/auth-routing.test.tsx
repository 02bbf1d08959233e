import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, STORAGE_KEYS, errorMessage, macaoToday, shiftDate } from '@vaga/contract';
import { startLogin } from '../features/auth/lib/login.ts';
import { installUnauthorizedRule } from '../features/auth/lib/install.ts';
import { resetUnauthorizedState, retryCount } from '../features/auth/lib/unauthorized.ts';
import { setBridgeForTests } from '../shared/lib/bridge/current-bridge.ts';
import { createFakeNativeBridge } from '../shared/lib/bridge/fake-native-bridge.ts';
import { createInAppBridge } from '../shared/lib/bridge/in-app-bridge.ts';
import { currentLocale } from '../shared/lib/locale.ts';
import { getToken, setToken } from '../shared/lib/session.ts';
import { demoAccount, fakeServer, loginHandlers, renderApp } from './auth-test-harness.tsx';

vi.mock('../features/auth/lib/login.ts', () => ({ startLogin: vi.fn(), goExternal: vi.fn() }));
vi.mock('../shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

let uninstall: () => void = () => undefined;

function serve(handlers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  uninstall = installUnauthorizedRule();
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.mocked(startLogin).mockClear();
  resetUnauthorizedState();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the login flow on /profile', () => {
  it('logs in with the code and comes back to the page it started from, & included', async () => {
    const server = serve(
      loginHandlers(demoAccount(), { redirect: '/job-service/job-list?groupId=1&id=2' }),
    );
    const app = renderApp('/profile?code=the-code&state=the-state');
    expect(await screen.findByText('job-service/job-list page')).toBeInTheDocument();
    expect(app.location()).toBe('/job-service/job-list?groupId=1&id=2');
    expect(server.calls).toEqual([
      `POST ${PATHS.authorize}`,
      `POST ${PATHS.accessToken}`,
      `GET ${PATHS.accountProfile}`,
      `GET ${PATHS.references}`,
      `GET ${PATHS.jobmatchPendingStatistics}`,
    ]);
    expect(getToken()).toBe('t-1');
  });

  it('sends the code, state and redirect_uri to authorize', async () => {
    let query: URLSearchParams | null = null;
    serve({
      ...loginHandlers(demoAccount()),
      [`POST ${PATHS.authorize}`]: (url) => {
        query = url.searchParams;
        return { status: 400, body: { code: 'VALIDATION_FAIL', errorArgs: [] } };
      },
    });
    renderApp('/profile?code=c-1&state=s-1');
    const failure = await screen.findByRole('alert', { name: 'Authorization failed' });
    expect(Object.fromEntries(query ?? [])).toEqual({
      type: 'personal',
      code: 'c-1',
      state: 's-1',
      redirect_uri: `${window.location.origin}/profile`,
    });
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('ends on "document expired" for an expired type 14 document', async () => {
    const server = serve(
      loginHandlers(
        demoAccount({
          identityDocs: [{ identityType: 14, identityValidDate: '2001-01-01' }],
          residency: 'documentExpired',
        }),
      ),
    );
    const app = renderApp('/profile?code=c&state=s');
    expect(
      await screen.findByRole('alert', { name: 'Identity document expired' }),
    ).toBeInTheDocument();
    expect(app.location().startsWith('/profile')).toBe(true);
    expect(server.calls).not.toContain(`GET ${PATHS.references}`);
  });

  it('loads no statistics for a non-resident and resets the 401 count when done', async () => {
    sessionStorage.setItem(STORAGE_KEYS.retryCount, '2');
    const server = serve(
      loginHandlers(demoAccount({ residency: 'notResident', identityDocs: [] }), {
        redirect: '/service',
      }),
    );
    renderApp('/profile?code=c&state=s');
    expect(await screen.findByText('service page')).toBeInTheDocument();
    expect(server.calls).not.toContain(`GET ${PATHS.jobmatchPendingStatistics}`);
    expect(retryCount()).toBe(0);
  });
});

describe('routing rules (spec §2)', () => {
  it('sends a code on another route to /profile with the code and the redirect', async () => {
    serve({});
    const app = renderApp('/favorites?code=abc');
    await waitFor(() => expect(app.location().startsWith('/profile?')).toBe(true));
    const params = new URLSearchParams(app.location().split('?')[1]);
    expect(params.get('code')).toBe('abc');
    expect(params.get('redirect')).toBe('/favorites');
  });

  it('sends /link?redirect=/cv to /cv?link=true', async () => {
    setToken('t-1');
    serve(loginHandlers(demoAccount()));
    const app = renderApp('/link?redirect=/cv');
    expect(await screen.findByText('cv page')).toBeInTheDocument();
    expect(app.location()).toBe('/cv?link=true');
  });

  it('loads the profile first when a token exists but no profile is loaded', async () => {
    setToken('t-1');
    const server = serve(loginHandlers(demoAccount()));
    const app = renderApp('/cv?tab=1&x=2');
    expect(await screen.findByText('cv page')).toBeInTheDocument();
    expect(app.location()).toBe('/cv?tab=1&x=2');
    expect(server.calls.slice(0, 2)).toEqual([
      `POST ${PATHS.accessToken}`,
      `GET ${PATHS.accountProfile}`,
    ]);
    expect(server.calls).not.toContain(`POST ${PATHS.authorize}`);
  });

  it('in the government app without a token: the login, not the please-log-in panel', async () => {
    setBridgeForTests(createInAppBridge(createFakeNativeBridge({ token: null })));
    try {
      serve({});
      renderApp('/cv?tab=1');
      await waitFor(() => expect(startLogin).toHaveBeenCalledWith('/cv?tab=1'));
      expect(screen.queryByRole('heading', { name: 'Please log in first' })).toBeNull();
    } finally {
      setBridgeForTests(null);
    }
  });

  it('sends a visitor on a route that needs auth to the login, coming back there', async () => {
    serve({});
    renderApp('/cv-form?goTo=-1');
    await waitFor(() => expect(startLogin).toHaveBeenCalledWith('/cv-form?goTo=-1'));
  });
});

describe('the 401 rule', () => {
  it('clears the token and starts the login again', async () => {
    setToken('revoked');
    serve({
      [`POST ${PATHS.accessToken}`]: { status: 401, body: { code: 'Unauthorized', errorArgs: [] } },
    });
    renderApp('/cv');
    await waitFor(() => expect(startLogin).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeNull();
    expect(retryCount()).toBe(1);
  });

  it('after 3 retries shows the error with retry and back', async () => {
    sessionStorage.setItem(STORAGE_KEYS.retryCount, '3');
    setToken('revoked');
    serve({
      [`POST ${PATHS.accessToken}`]: { status: 401, body: { code: 'Unauthorized', errorArgs: [] } },
    });
    const app = renderApp('/cv');
    expect(
      await screen.findByRole('alert', { name: 'Login invalid or expired' }),
    ).toBeInTheDocument();
    expect(startLogin).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('service page')).toBeInTheDocument();
    expect(app.location()).toBe('/service');
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('retry on the error screen starts a fresh login', async () => {
    sessionStorage.setItem(STORAGE_KEYS.retryCount, '3');
    setToken('revoked');
    serve({
      [`POST ${PATHS.accessToken}`]: { status: 401, body: { code: 'Unauthorized', errorArgs: [] } },
    });
    renderApp('/cv');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(startLogin).toHaveBeenCalledTimes(1);
    expect(retryCount()).toBe(0);
  });
});

describe('the kinds of user (spec §6)', () => {
  async function loggedInAs(path: string, ...args: Parameters<typeof loginHandlers>) {
    setToken('t-1');
    serve(loginHandlers(...args));
    renderApp(path);
  }

  it('a visitor browses, keeps favourites, and is asked to log in for the rest', async () => {
    serve({});
    renderApp('/favorites');
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
    cleanup();
    renderApp('/interview');
    expect(await screen.findByRole('heading', { name: 'Please log in first' })).toBeInTheDocument();
  });

  it('a non-resident sees the not-resident result on cv, interview and favorites', async () => {
    for (const path of ['/cv', '/interview', '/favorites']) {
      await loggedInAs(path, demoAccount({ residency: 'notResident', identityDocs: [] }));
      expect(await screen.findByRole('heading', { name: 'No local account' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('a resident without a profile creates the resume first, but reaches /cv', async () => {
    await loggedInAs('/interview', demoAccount(), { hasProfile: false });
    expect(
      await screen.findByRole('heading', { name: 'Create your resume first' }),
    ).toBeInTheDocument();
    cleanup();
    await loggedInAs('/cv', demoAccount(), { hasProfile: false });
    expect(await screen.findByText('cv page')).toBeInTheDocument();
  });

  it('a resident under 16 hears the age refusal on interviews, not "create your resume"', async () => {
    const young = demoAccount({ birthDate: shiftDate(macaoToday(), -16, 1) });
    for (const hasProfile of [false, true]) {
      await loggedInAs('/interview', young, { hasProfile });
      const panel = await screen.findByRole('alert', { name: 'Available from age 16' });
      // The server's own refusal, in the app's language.
      expect(panel).toHaveTextContent(errorMessage('BE_SEEKER_AGE_MUST_GE_16', currentLocale()));
      expect(screen.queryByText('interview page')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Create your resume first' })).toBeNull();
      cleanup();
    }
    // Sixteen today: the resume is what is asked for; /cv (creating it) stays open.
    await loggedInAs('/interview', demoAccount({ birthDate: shiftDate(macaoToday(), -16) }), {
      hasProfile: false,
    });
    expect(
      await screen.findByRole('heading', { name: 'Create your resume first' }),
    ).toBeInTheDocument();
    cleanup();
    await loggedInAs('/cv', young, { hasProfile: false });
    expect(await screen.findByText('cv page')).toBeInTheDocument();
  });

  it('a resident with a profile uses everything', async () => {
    await loggedInAs('/interview', demoAccount(), { hasProfile: true });
    expect(await screen.findByText('interview page')).toBeInTheDocument();
  });
});
