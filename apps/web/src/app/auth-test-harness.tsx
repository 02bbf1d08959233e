import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { memoryRoutes } from '@/test/memory-routes.tsx';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { Translator } from '@/shared/lib/translate/translator.ts';
import { PATHS, type AccountProfile } from '@vaga/contract';
import { accountProfile } from '../test/account-factories.ts';
import { createQueryClient } from './query-client.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { PageLayout } from './shell/layouts.tsx';
import enCommon from '@vaga/contract/texts/en/screens/common.json';
import enAuth from '@vaga/contract/texts/en/screens/auth.json';
import { LinkPage } from '../features/auth/pages/link-page.tsx';
import { ProfilePage } from '../features/auth/pages/profile-page.tsx';

/** One answer of the fake server: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type Handler = (url: URL, init: RequestInit) => FakeAnswer;

/** A fetch that answers from `METHOD /path` handlers (404 for the rest) and records the calls. */
export function fakeServer(handlers: Record<string, Handler | FakeAnswer>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://vaga.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const handler = handlers[key];
    const answer =
      handler === undefined
        ? { status: 404, body: { code: 'NOT_FOUND', errorArgs: [] } }
        : typeof handler === 'function'
          ? handler(url, init)
          : handler;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch };
}

/** The demo `resident`'s account, with its names and a card valid for long; `overrides` win. */
export function demoAccount(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return accountProfile({
    identityDocs: [{ identityType: 14, identityValidDate: '2099-01-01' }],
    name: 'Chan Tai Man',
    birthDate: '1990-05-01',
    namePt: 'CHAN TAI MAN',
    sex: 1,
    ...overrides,
  });
}

const sessionToken = (token: string) => ({
  token,
  tokenType: 'Bearer',
  expiresIn: 7200,
  absoluteExpiresIn: 43200,
});

/** The auth endpoints of a server where `account` logs in, with or without a job-seeking profile. */
export function loginHandlers(
  account: AccountProfile,
  { hasProfile = true, redirect = '/service' }: { hasProfile?: boolean; redirect?: string } = {},
): Record<string, FakeAnswer> {
  return {
    [`POST ${PATHS.authorize}`]: { status: 200, body: { ...sessionToken('t-1'), redirect } },
    [`POST ${PATHS.accessToken}`]: { status: 200, body: sessionToken('t-1') },
    [`GET ${PATHS.accountProfile}`]: { status: 200, body: account },
    [`GET ${PATHS.references}`]: { status: 200, body: {} },
    [`GET ${PATHS.profile}`]: hasProfile
      ? { status: 200, body: {} }
      : { status: 404, body: { code: 'BE_PROFILE_NOT_FOUND', errorArgs: [] } },
  };
}

function page(name: string): ReactNode {
  return <p>{`${name} page`}</p>;
}

function route(path: string, handle: Omit<RouteHandle, 'titleKey'> = {}): RouteObject {
  return { path, handle: { titleKey: 'routes.service', ...handle }, element: page(path) };
}

/** The app's root layout and page layout around test pages with the gates of the route table. */
const testRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PageLayout />,
        children: [
          route('service'),
          route('cv', { gate: 'resident' }),
          route('interview', { gate: 'profile' }),
          route('favorites', { gate: 'notNonResident' }),
          route('cv-form', { auth: true, gate: 'resident' }),
          route('job-service/job-list'),
          { path: 'profile', handle: { titleKey: 'routes.profile' }, element: <ProfilePage /> },
          { path: 'link', handle: { titleKey: 'routes.link' }, element: <LinkPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Outlet /> },
];

/** Renders the test routes at `path` with the real providers and English texts. */
export function renderApp(path: string) {
  const i18n = new Translator({
    lng: 'en',
    resources: { en: { common: enCommon, auth: enAuth } },
    defaultNS: 'common',
    useSuspense: false,
  });
  const queryClient = createQueryClient();
  const router = memoryRoutes(testRoutes, path);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{router.element}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: router.location };
}
