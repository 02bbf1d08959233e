import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { Translator } from '@/shared/lib/translate/translator.ts';
import { createQueryClient } from '../app/query-client.ts';
import enCommon from '../locales/en/common.json';
import enJoboffers from '../locales/en/joboffers.json';
import enJobsearch from '../locales/en/jobsearch.json';
import enFavorites from '../locales/en/favorites.json';
import enRecommendations from '../locales/en/recommendations.json';
import enProfile from '../locales/en/profile.json';
import enCvs from '../locales/en/cvs.json';
import enBooking from '../locales/en/booking.json';
import enConsole from '../locales/en/console.json';
import enConsoleHome from '../locales/en/console-home.json';
import enJobmatches from '../locales/en/jobmatches.json';
import enJobseeks from '../locales/en/jobseeks.json';
import enRecords from '../locales/en/records.json';
import enUnemployment from '../locales/en/unemployment.json';
import enEvents from '../locales/en/events.json';

/** A translator with the real English texts, loaded synchronously for tests. */
export function createTestI18n(): Translator {
  const instance = new Translator({
    lng: 'en',
    resources: {
      en: {
        common: enCommon,
        joboffers: enJoboffers,
        jobsearch: enJobsearch,
        favorites: enFavorites,
        recommendations: enRecommendations,
        profile: enProfile,
        cvs: enCvs,
        booking: enBooking,
        console: enConsole,
        'console-home': enConsoleHome,
        jobmatches: enJobmatches,
        jobseeks: enJobseeks,
        records: enRecords,
        unemployment: enUnemployment,
        events: enEvents,
      },
    },
    defaultNS: 'common',
    useSuspense: false,
  });
  return instance;
}

/**
 * Renders inside the app's providers: a fresh query cache, English texts and a memory router at
 * `route`, with `before` as the earlier entries of its history (where "back" leads).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    before = [],
    queryClient = createQueryClient(),
  }: { route?: string; before?: string[]; queryClient?: QueryClient } = {},
) {
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[...before, route]} initialIndex={before.length}>
          {children}
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
