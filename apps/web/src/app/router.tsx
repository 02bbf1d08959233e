import { useLocation, type Location, type RouteObject } from 'react-router';
import { loadWithinTime } from '../shared/lib/within-time.ts';
import { CONSOLE_ROUTES } from '@/shared/paths.ts';
import { pageRoutes } from './resident-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { preloadRoutes } from './routing/route-page.tsx';
import {
  PageSuspense,
  RouteErrorBoundary,
  RoutesView,
  toRouteObjects,
  type AppRoute,
} from './routing/routes-view.tsx';

/*
 * The router: the resident app's table (resident-routes.tsx, its pages in resident-pages.ts) and,
 * once a console's address is opened, the consoles' table, loaded as its own chunk.
 */

/** The root route: the layout of every page, consoles' too. */
const root = (children: AppRoute[]): AppRoute[] => [{ element: <RootLayout />, children }];

/** The app's routes without the consoles' (the table React Router matches). */
export const routes: RouteObject[] = toRouteObjects(root(pageRoutes));

/** Whether a path is a console's (`/employer`, `/staff` and below). */
export function isConsolePath(pathname: string): boolean {
  return [CONSOLE_ROUTES.employer, CONSOLE_ROUTES.staff].some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
}

/** The app's routes with the consoles' once their table has been loaded. */
let withConsoles: RouteObject[] | null = null;
let consolesLoading: Promise<void> | null = null;

/** The app's routes with the consoles', their table loaded first if need be. */
export async function routesWithConsoles(): Promise<RouteObject[]> {
  await loadConsoleRoutes();
  return withConsoles ?? routes;
}

function loadConsoleRoutes(): Promise<void> {
  consolesLoading ??= loadWithinTime(import('./console/console-routes.tsx')).then(
    ({ consoleRoutes }) => {
      withConsoles = toRouteObjects(root([...consoleRoutes, ...pageRoutes]));
    },
    (error: unknown) => {
      consolesLoading = null;
      throw error;
    },
  );
  return consolesLoading;
}

/** The table for `pathname`: a console's address waits for (suspends on) the consoles' table. */
function tableFor(pathname: string): RouteObject[] {
  if (withConsoles) return withConsoles;
  if (!isConsolePath(pathname)) return routes;
  throw loadConsoleRoutes();
}

/**
 * Loads the code of the page at `location` (and of the consoles' table for a console address),
 * and with `prefetch` starts its first requests; a failure is left to the page's error screen.
 */
export async function preloadApp(location: Partial<Location>, prefetch = true): Promise<void> {
  try {
    if (isConsolePath(location.pathname ?? '')) await loadConsoleRoutes();
    await preloadRoutes(withConsoles ?? routes, location, prefetch);
  } catch {
    // The route renders its error screen.
  }
}

function AppRoutes() {
  const { pathname } = useLocation();
  return <RoutesView routes={tableFor(pathname)} />;
}

/** The app's pages at the router's address, a page that cannot load showing its error screen. */
export function AppRouter() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <PageSuspense>
        <AppRoutes />
      </PageSuspense>
    </RouteErrorBoundary>
  );
}
