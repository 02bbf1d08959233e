import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RoutesView } from '@/app/routing/routes-view.tsx';

/**
 * `routes` in a memory router opened at `path`, as the app renders its table (the shell reads
 * the matched routes' handles), and where the router is now.
 */
export function memoryRoutes(routes: RouteObject[], path: string) {
  const at = { pathname: '', search: '' };
  function Where() {
    Object.assign(at, useLocation());
    return null;
  }
  const element: ReactElement = (
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <RoutesView routes={routes} />
    </MemoryRouter>
  );
  return { element, pathname: () => at.pathname, location: () => `${at.pathname}${at.search}` };
}
