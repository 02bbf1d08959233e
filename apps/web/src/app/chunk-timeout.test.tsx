import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { LIMITS } from '@vaga/contract';
import { ChunkLoadTimeoutError, loadWithinTime } from '../shared/lib/within-time.ts';
import { createTestI18n } from '../test/render.tsx';
import { page } from './routing/route-page.tsx';
import { RouteErrorBoundary, RoutesView, toRouteObjects } from './routing/routes-view.tsx';

vi.mock('../shared/lib/i18n.ts', () => ({ loadNamespaces: () => Promise.resolve() }));

const never = () => new Promise<never>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load timeout (spec §9)', () => {
  it('fails a load that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const load = loadWithinTime(never()).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await load;
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
    expect(LIMITS.chunkLoadTimeoutMs).toBe(120_000);
  });

  it('lets a load that arrives in time through, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(loadWithinTime(Promise.resolve('code'))).resolves.toBe('code');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the route error screen, with its retry, when a page never loads', async () => {
    vi.useFakeTimers();
    const routes = toRouteObjects([{ path: '/', page: page(never) }]);
    render(
      <I18nProvider i18n={createTestI18n()}>
        <MemoryRouter>
          <RouteErrorBoundary pathname="/">
            <Suspense fallback={<p>loading</p>}>
              <RoutesView routes={routes} />
            </Suspense>
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs));
    expect(screen.getByRole('alert')).toHaveTextContent('The page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
