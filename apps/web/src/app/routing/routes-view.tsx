import { Component, createContext, Suspense, useContext, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteError } from '../pages/route-error.tsx';
import type { RouteHandle } from './route-handle-type.ts';
import {
  matchedRoutes,
  RoutePage,
  setRoutePage,
  type PageLoader,
  type RoutePageSpec,
} from './route-page.tsx';

/** A route of the app's table: a page loaded on first visit, or an element, and what it says. */
export interface AppRoute {
  id?: string;
  path?: string;
  index?: boolean;
  /** What the shell reads of the route (title, login, gate). */
  handle?: RouteHandle;
  /** The route's page, loaded on first visit. */
  page?: PageLoader;
  /** The page's first requests, started with its code (see RoutePageSpec). */
  prefetch?: RoutePageSpec['prefetch'];
  element?: ReactNode;
  children?: AppRoute[];
}

/** The table React Router matches: each page route renders its `RoutePage`. */
export function toRouteObjects(table: AppRoute[]): RouteObject[] {
  return table.map(({ page, prefetch, element, children, index, ...rest }) => {
    const spec: RoutePageSpec | null = page ? { load: page, prefetch } : null;
    const shown = spec ? <RoutePage spec={spec} /> : element;
    const route: RouteObject = index
      ? { ...rest, index: true, element: shown }
      : { ...rest, element: shown, children: children && toRouteObjects(children) };
    if (spec) setRoutePage(route, spec);
    return route;
  });
}

/** Where a page shows while its code loads: its place kept, the rest of the shell shown. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="vaga-page-loading" aria-busy="true" />}>
      {children}
    </Suspense>
  );
}

const RouteTable = createContext<RouteObject[]>([]);

/** The routes matched at the current address, outermost first (the shell reads their handles). */
export function useMatchedRoutes(): RouteObject[] {
  const routes = useContext(RouteTable);
  const location = useLocation();
  return matchedRoutes(routes, location.pathname);
}

/** Renders the route matched in `routes`, the table known to the shell's `useMatchedRoutes`. */
export function RoutesView({ routes }: { routes: RouteObject[] }) {
  return <RouteTable.Provider value={routes}>{useRoutes(routes)}</RouteTable.Provider>;
}

interface BoundaryProps {
  /** The address shown: an error is forgotten when another page is opened. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** A page that cannot be shown (its code failed to load) shows the route error screen. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
