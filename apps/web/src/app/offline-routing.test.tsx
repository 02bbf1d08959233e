import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@vaga/contract';
import { installUnauthorizedRule } from '../features/auth/lib/install.ts';
import { resetUnauthorizedState } from '../features/auth/lib/unauthorized.ts';
import { setToken } from '../shared/lib/session.ts';
import { demoAccount, fakeServer, loginHandlers, renderApp } from './auth-test-harness.tsx';
import en from '@vaga/contract/texts/en/screens/common.json';

vi.mock('../features/auth/lib/login.ts', () => ({ startLogin: vi.fn(), goExternal: vi.fn() }));
vi.mock('../shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

let uninstall: () => void = () => undefined;
let online = true;

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  uninstall = installUnauthorizedRule();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  cleanup();
  uninstall();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetUnauthorizedState();
  localStorage.clear();
});

/** The server, out of reach while offline (the worker keeps no login nor account answer). */
function serve() {
  const server = fakeServer(loginHandlers(demoAccount()));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    online ? server.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
  );
  return server;
}

describe('offline', () => {
  it('says so on every page, and the notice goes when the network is back', async () => {
    serve();
    online = false;
    renderApp('/service');
    expect(await screen.findByText('service page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.pwa.offline);
    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(en.pwa.offline);
  });

  it('a logged-in seeker sees the saved vacancies page without the login flow, which runs once back online', async () => {
    const server = serve();
    setToken('t-1');
    online = false;
    const app = renderApp('/favorites');
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
    expect(app.location()).toBe('/favorites');
    expect(server.calls).toEqual([]);

    goOnline(true);
    await waitFor(() => expect(server.calls).toContain(`GET ${PATHS.accountProfile}`));
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
    expect(app.location()).toBe('/favorites');
  });

  it('a page for residents shows offline before the account is known', async () => {
    serve();
    setToken('t-1');
    online = false;
    renderApp('/cv');
    expect(await screen.findByText('cv page')).toBeInTheDocument();
  });

  it('online, a token without a loaded account still goes through the login flow first', async () => {
    const server = serve();
    setToken('t-1');
    const app = renderApp('/favorites');
    await waitFor(() => expect(server.calls).toContain(`GET ${PATHS.accountProfile}`));
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
    expect(app.location()).toBe('/favorites');
  });
});
