import { strictestGate, type UserGateLevel } from '../features/auth/lib/identity.ts';
import type { RouteHandle } from './routing/route-handle-type.ts';
import { useMatchedRoutes } from './routing/routes-view.tsx';

export type { RouteHandle };

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
