import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadRoutes } from './route-page.tsx';
import { RoutesView, toRouteObjects } from './routes-view.tsx';

vi.mock('@/shared/lib/i18n.ts', () => ({ loadNamespaces: () => Promise.resolve() }));

/** A route table of one page at /jobs, its loads and its prefetches counted. */
function oneRoute() {
  const load = vi.fn(() => Promise.resolve(() => <p>the jobs page</p>));
  const prefetch = vi.fn<(search: URLSearchParams) => void>();
  const routes = toRouteObjects([{ path: '/jobs', page: load, prefetch }]);
  return { load, prefetch, routes };
}

function show(routes: ReturnType<typeof oneRoute>['routes'], path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>loading</p>}>
        <RoutesView routes={routes} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('route pages', () => {
  it('load with their first requests, and render at once once loaded', async () => {
    const { load, prefetch, routes } = oneRoute();
    await preloadRoutes(routes, { pathname: '/jobs', search: '?type=local' }, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].get('type')).toBe('local');
    show(routes, '/jobs?type=local');
    // No fallback: the page is there on the first render (a server-rendered page is taken over).
    expect(screen.getByText('the jobs page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('start no requests when the page comes with its data', async () => {
    const { load, prefetch, routes } = oneRoute();
    await preloadRoutes(routes, { pathname: '/jobs' }, false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
    // Another address's pages are not loaded.
    await preloadRoutes(routes, { pathname: '/elsewhere' }, true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opened before their code is in, wait for it with their requests started beside it', async () => {
    const { load, prefetch, routes } = oneRoute();
    show(routes, '/jobs?id=7');
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the jobs page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].get('id')).toBe('7');
  });
});
