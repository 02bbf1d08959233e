import { strictestGate, type UserGateLevel } from '../features/auth/lib/identity.ts';
import { useMatchedRoutes } from './routing/routes-view.tsx';

/** What the route table says about a route, read by the shell. */
export interface RouteHandle {
  /** Key of the title in the common namespace (routes.*). */
  titleKey: string;
  /** The route needs a logged-in user (spec §2 "auth"). */
  auth?: boolean;
  /** The top bar's left button closes the app (with confirmation) instead of going back. */
  closes?: boolean;
  /** Which kinds of user of spec §6 may see the page (the others see a panel; see UserGate). */
  gate?: UserGateLevel;
}

/**
 * Key of a route's description in the common namespace: `descriptions.<name>` for a route titled
 * `routes.<name>` (every public page has one), else the app's own.
 */
export function descriptionKeyOf(handle: RouteHandle | undefined): string {
  const name = handle?.titleKey.match(/^routes\.(\w+)$/)?.[1];
  return name === undefined ? 'app.description' : `descriptions.${name}`;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The handle of the deepest matched route that has one, and whether any matched route needs auth. */
export function useRouteHandle(): {
  handle: RouteHandle | null;
  needsAuth: boolean;
  gate: UserGateLevel | null;
} {
  const handles = useMatchedRoutes()
    .map((route) => route.handle as unknown)
    .filter(isRouteHandle);
  return {
    handle: handles.length > 0 ? handles[handles.length - 1] : null,
    needsAuth: handles.some((handle) => handle.auth === true),
    gate: strictestGate(handles.map((handle) => handle.gate)),
  };
}
