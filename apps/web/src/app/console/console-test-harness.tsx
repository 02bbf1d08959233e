import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RouteObject } from 'react-router';
import { memoryRoutes } from '@/test/memory-routes.tsx';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { Translator } from '@/shared/lib/translate/translator.ts';
import type { AccountProfile } from '@vaga/contract';
import { sharedKeys } from '@/shared/api/query-keys.ts';
import { EmployerHomePage, StaffHomePage } from './console-home-page.tsx';
import { ConsoleNotFoundPage } from './console-not-found-page.tsx';
import { setToken } from '../../shared/lib/session.ts';
import enAuth from '@vaga/contract/texts/en/screens/auth.json';
import enCommon from '@vaga/contract/texts/en/screens/common.json';
import enConsole from '@vaga/contract/texts/en/screens/console.json';
import enPostingsConsole from '@vaga/contract/texts/en/screens/postings-console.json';
import enConsoleHome from '@vaga/contract/texts/en/screens/console-home.json';
import { createQueryClient } from '../query-client.ts';
import { EmployerConsole, StaffConsole } from './console-layout.tsx';

/** An account profile of a given type, as the login flow loads it. */
export function consoleAccount(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    identityDocs: [],
    identityNo: 'E-001',
    euid: 'euid-employer',
    name: 'Wong Ka Yan',
    birthDate: null,
    nameCn: null,
    namePt: null,
    sex: null,
    isResident: false,
    residency: 'notResident',
    accountType: 'employer',
    employer: { id: 3, name: 'Golden Lotus Hotel' },
    ...overrides,
  };
}

/** The console routes as the app mounts them, with the real layouts and pages, no lazy chunks. */
const testRoutes: RouteObject[] = [
  {
    path: 'employer',
    element: <EmployerConsole />,
    children: [
      { index: true, element: <EmployerHomePage /> },
      { path: '*', element: <ConsoleNotFoundPage /> },
    ],
  },
  {
    path: 'staff',
    element: <StaffConsole />,
    children: [
      { index: true, element: <StaffHomePage /> },
      { path: '*', element: <ConsoleNotFoundPage /> },
    ],
  },
  { path: 'service', element: <p>service page</p> },
];

/**
 * Renders the consoles at `path` with English texts; `account` is a logged-in account whose
 * profile the login flow has loaded, or none for nobody logged in.
 */
export function renderConsole(path: string, account?: AccountProfile) {
  const i18n = new Translator({
    lng: 'en',
    resources: {
      en: {
        common: enCommon,
        auth: enAuth,
        console: enConsole,
        'console-home': enConsoleHome,
        'postings-console': enPostingsConsole,
      },
    },
    defaultNS: 'common',
    useSuspense: false,
  });
  const queryClient = createQueryClient();
  if (account) {
    setToken('t-console');
    queryClient.setQueryData(sharedKeys.account(), account);
  }
  const router = memoryRoutes(testRoutes, path);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{router.element}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: router.pathname };
}
