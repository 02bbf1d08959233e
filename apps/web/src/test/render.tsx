import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { Translator, type Texts } from '@/shared/lib/translate/translator.ts';
import { createQueryClient } from '../app/query-client.ts';

/** Every English namespace of the screens (`texts/en/screens/*.json`), by namespace. */
const englishTexts = Object.fromEntries(
  Object.entries(
    import.meta.glob<Texts>('../../../../packages/contract/texts/en/screens/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
);

/** A translator with the real English texts, loaded synchronously for tests. */
export function createTestI18n(): Translator {
  const instance = new Translator({
    lng: 'en',
    resources: {
      en: englishTexts,
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

/** Says where the router is (path and query), for tests that follow where a page leads. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

/**
 * Renders the pages of `routes` (route pattern → element) at `route`; any other address shows
 * where the router went ("At /path?query").
 */
export function renderRoutes(routes: Record<string, ReactElement>, route: string) {
  return renderWithProviders(
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}
