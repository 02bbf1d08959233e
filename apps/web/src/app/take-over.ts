import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { SsrState } from '../shared/lib/ssr-state.ts';
import { routes } from './router.tsx';

/**
 * Takes over a page the server rendered (issue 31), before it is hydrated: its data into the
 * app's cache under the keys it was rendered with, and the code of its routes loaded, so the
 * first client render is the server's markup. Loaded only by such pages (off the first screen's
 * script for every other load).
 */
export async function takeOver(
  client: QueryClient,
  state: SsrState,
  location: Pick<Location, 'pathname'>,
): Promise<void> {
  hydrate(client, state.queries);
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
