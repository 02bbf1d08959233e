import type { ComponentType } from 'react';
import type { WEB_LABEL_DOMAINS } from '@vaga/contract';
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router';
import { loadWithinTime } from '@/shared/lib/within-time.ts';
import { loadNamespaces, type Namespace } from '@/shared/lib/i18n.ts';
import {
  loadContractTexts,
  loadContractTextsOnFirstInteraction,
} from '@/shared/lib/contract-texts.ts';

/** Loads a route's page component (its chunk and its texts). */
export type PageLoader = () => Promise<ComponentType>;

/** What a route starts when it is opened: its page's code, and its first requests beside it. */
export interface RoutePageSpec {
  load: PageLoader;
  /** Starts the page's first requests (in the browser only) while its code is on the way. */
  prefetch?: (search: URLSearchParams) => void;
}

/**
 * A route's page, loaded when the route is first visited, together with its texts and the
 * contract's error and validation texts of the page language (a public page that shows neither
 * when it opens loads them at the first interaction instead: `on-interaction`), and the
 * contract's names of states and kinds the page shows (`labels`, with the page); past the
 * chunk load timeout (spec §9) the load fails, and the route shows its error screen, which
 * offers to try again.
 */
export function page(
  load: () => Promise<ComponentType>,
  namespaces: Namespace[] = [],
  errorTexts: 'with-page' | 'on-interaction' = 'with-page',
  labels: readonly (typeof WEB_LABEL_DOMAINS)[number][] = [],
): PageLoader {
  return async () => {
    if (errorTexts === 'on-interaction') loadContractTextsOnFirstInteraction();
    const [Component] = await loadWithinTime(
      Promise.all([
        load(),
        loadNamespaces(namespaces),
        errorTexts === 'with-page' && loadContractTexts(),
        labels.length > 0 && loadContractTexts(undefined, labels),
      ]),
    );
    return Component;
  };
}

interface Loaded {
  component?: ComponentType;
  error?: unknown;
  promise: Promise<void>;
}

/**
 * Each page's load, once. A failed one stays failed for the page (its error screen offers a
 * reload) and is tried again only by a new preload.
 */
const loads = new Map<PageLoader, Loaded>();

export function loadPage(load: PageLoader): Promise<void> {
  const known = loads.get(load);
  if (known && known.error === undefined) return known.promise;
  const entry: Loaded = { promise: Promise.resolve() };
  entry.promise = load().then(
    (component) => {
      entry.component = component;
    },
    (error: unknown) => {
      entry.error = error;
      throw error;
    },
  );
  loads.set(load, entry);
  return entry.promise;
}

/** The route pages of the table's routes (kept beside the routes, read by `RoutePage`). */
const specs = new WeakMap<RouteObject, RoutePageSpec>();

export function setRoutePage(route: RouteObject, spec: RoutePageSpec): void {
  specs.set(route, spec);
}

const lastMatch = new WeakMap<RouteObject[], { pathname: string; matched: RouteObject[] }>();

/**
 * The routes of `routes` matched at `pathname`, outermost first. The shell, the pages' loading
 * and the table's view all ask it for the same address: the last answer of a table is kept, as
 * matching ranks and compiles the whole table's paths.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matched;
  const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  lastMatch.set(routes, { pathname, matched });
  return matched;
}

/**
 * Starts loading the pages of the routes matched at `location` (and, with `prefetch`, their
 * first requests); resolves once every page's code is in, so the first render needs no wait
 * (a server-rendered page is taken over as it is, with its data already in).
 */
export async function preloadRoutes(
  routes: RouteObject[],
  location: Partial<Location>,
  prefetch: boolean,
) {
  const search = new URLSearchParams(location.search ?? '');
  await Promise.all(
    matchedRoutes(routes, location.pathname ?? '/').map((route) => {
      const spec = specs.get(route);
      if (!spec) return undefined;
      if (prefetch) spec.prefetch?.(search);
      return loadPage(spec.load);
    }),
  );
}

/**
 * The page of a route: rendered at once when its code is in, else the route suspends (its
 * requests started beside the code) until it is; a failed load goes to the error boundary.
 */
export function RoutePage({ spec }: { spec: RoutePageSpec }) {
  const { search } = useLocation();
  const loaded = loads.get(spec.load);
  if (loaded?.component) return <loaded.component />;
  if (loaded?.error !== undefined) throw loaded.error;
  if (!import.meta.env.SSR) spec.prefetch?.(new URLSearchParams(search));
  throw loadPage(spec.load);
}
