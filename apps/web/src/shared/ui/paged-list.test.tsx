import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@vaga/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../lib/api-error.ts';
import { PagedList, type PageFetcher } from './paged-list.tsx';

interface Item {
  id: number;
  name: string;
}

/** IntersectionObserver under the test's control: `scrollToSentinel(true)` brings it into view. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  private readonly callback: IntersectionObserverCallback;
  private target: Element | null = null;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    TestIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  unobserve() {
    this.target = null;
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    if (!this.target) return;
    const entry = { isIntersecting, target: this.target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function scrollToSentinel(visible: boolean) {
  act(() => {
    for (const observer of TestIntersectionObserver.instances) observer.fire(visible);
  });
}

function items(from: number, count: number, prefix = 'Job'): Item[] {
  return Array.from({ length: count }, (_, i) => ({ id: from + i, name: `${prefix} ${from + i}` }));
}

/** A server of `total` items answering pages like the API does. */
function pagesOf(total: number, prefix = 'Job') {
  return vi.fn<PageFetcher<Item>>(async (page, size) => {
    const from = page * size;
    return {
      content: items(from + 1, Math.max(0, Math.min(size, total - from)), prefix),
      totalElements: total,
    };
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function list(fetchPage: PageFetcher<Item>, key = 'a') {
  return (
    <PagedList<Item>
      queryKey={['test', key]}
      fetchPage={fetchPage}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      label="Jobs"
    />
  );
}

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});

afterEach(() => vi.unstubAllGlobals());

describe('PagedList', () => {
  it('shows the empty message when the count is 0, and no finished message', async () => {
    const fetchPage = pagesOf(0);
    renderWithProviders(list(fetchPage));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByText('You have reached the end of the list')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(0, 10, expect.any(AbortSignal));
  });

  it('knows no count before the first answer: neither empty nor finished while loading', async () => {
    const first = deferred<Page<Item>>();
    renderWithProviders(list(() => first.promise));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.queryByText('You have reached the end of the list')).not.toBeInTheDocument();
    await act(async () => first.resolve({ content: items(1, 3), totalElements: 3 }));
    expect(await screen.findByText('You have reached the end of the list')).toBeInTheDocument();
  });

  it('loads the next page when the sentinel comes into view and finishes when loaded = count', async () => {
    const fetchPage = pagesOf(15);
    renderWithProviders(list(fetchPage));
    expect(await screen.findByText('Job 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('You have reached the end of the list')).not.toBeInTheDocument();

    scrollToSentinel(true);
    expect(await screen.findByText('Job 15')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('You have reached the end of the list')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [0, 10],
      [1, 10],
    ]);

    scrollToSentinel(false);
    scrollToSentinel(true);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('offers a retry after a failed page that loads that same page again', async () => {
    const server = pagesOf(15);
    let failNext = true;
    const fetchPage = vi.fn<PageFetcher<Item>>(async (page, size, signal) => {
      if (page === 1 && failNext) {
        failNext = false;
        throw new ApiError('INTERNAL_SERVER_ERROR', [], 500);
      }
      return server(page, size, signal);
    });
    renderWithProviders(list(fetchPage));
    await screen.findByText('Job 10');
    scrollToSentinel(true);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(retry);
    expect(await screen.findByText('Job 15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([0, 1, 1]);
  });

  it('retries a failed first page', async () => {
    let fail = true;
    const fetchPage = vi.fn<PageFetcher<Item>>(async () => {
      if (fail) {
        fail = false;
        throw new ApiError('NETWORK_ERROR');
      }
      return { content: items(1, 2), totalElements: 2 };
    });
    renderWithProviders(list(fetchPage));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 2')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([0, 0]);
  });

  it('ignores an older answer once a newer request (new key) has started', async () => {
    const older = deferred<Page<Item>>();
    const newer = deferred<Page<Item>>();
    const view = renderWithProviders(list(() => older.promise, 'old'));
    view.rerender(list(() => newer.promise, 'new'));

    await act(async () => newer.resolve({ content: items(1, 2, 'New'), totalElements: 2 }));
    expect(await screen.findByText('New 1')).toBeInTheDocument();
    await act(async () => older.resolve({ content: items(1, 5, 'Old'), totalElements: 5 }));

    expect(screen.queryByText('Old 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('You have reached the end of the list')).toBeInTheDocument();
  });
});
