import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS, type Page } from '@vaga/contract';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';
import { LoadState } from '@/shared/ui/load-state.tsx';

export type PageFetcher<T> = (page: number, size: number, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedListProps<T> {
  /** Identifies the list and its filters: a new key starts again from page 0. */
  queryKey: QueryKey;
  fetchPage: PageFetcher<T>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => Key;
  pageSize?: number;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * The query of a paged list: what PagedList loads, and what a route may start loading before the
 * list has rendered (the same key and pages, so the list finds it in the cache).
 */
export function pagedListQuery<T>(
  queryKey: QueryKey,
  fetchPage: PageFetcher<T>,
  pageSize: number = LIMITS.pageSizeDefault,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, { size: pageSize }],
    networkMode: OFFLINE_FIRST,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, pageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Page<T>, pages: Page<T>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.content.length, 0);
      // An empty page before the count is reached means the list shrank meanwhile: stop there.
      if (loaded >= last.totalElements || last.content.length === 0) return undefined;
      return pages.length;
    },
    retry: false,
  });
}

/** Whether the element is in the viewport (always, where IntersectionObserver is missing). */
function useInView(): [RefObject<HTMLDivElement>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, visible];
}

function inViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top <= window.innerHeight && bottom >= 0;
}

/**
 * The paged list of spec §2/§4: pages from 0 of `pageSize` (10), the next page loads when the
 * 2 px sentinel at the bottom comes into view. The count is unknown until the first answer; the
 * list is finished when the loaded items reach it and empty when it is 0. A failed page offers a
 * retry that loads that same page again. A newer key makes an older answer ignored.
 */
export function PagedList<T>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  pageSize = LIMITS.pageSizeDefault,
  label,
}: PagedListProps<T>) {
  const { t } = useTranslation('common');
  const query = useInfiniteQuery(pagedListQuery(queryKey, fetchPage, pageSize));
  const [sentinel, sentinelVisible] = useInView();

  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.content);
  const count = pages.length > 0 ? pages[pages.length - 1].totalElements : null;
  const failed = query.isError;
  const loading = query.isPending || query.isFetchingNextPage;
  const canLoadMore = query.hasNextPage && !loading && !failed && !query.isFetching;

  const { fetchNextPage } = query;
  useEffect(() => {
    if (!sentinelVisible || !canLoadMore) return;
    // The observer reports asynchronously: right after a page renders it may still say "visible"
    // although the new items pushed the sentinel down. Trust the layout; the observer reports
    // again when the sentinel really comes into view.
    if (sentinel.current && !inViewport(sentinel.current)) return;
    void fetchNextPage();
  }, [sentinelVisible, canLoadMore, fetchNextPage, sentinel]);

  const retry = () => {
    if (query.isFetchNextPageError) void fetchNextPage();
    else void query.refetch();
  };

  return (
    <div className="vaga-paged-list" aria-busy={loading}>
      {items.length > 0 && (
        <ul className="vaga-paged-list__items" aria-label={label}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      {loading && <LoadState />}
      {failed && !loading && <LoadState error={query.error} onRetry={retry} />}
      {!loading && !failed && count === 0 && <LoadState empty />}
      {!loading && !failed && count !== null && count > 0 && !query.hasNextPage && (
        <p className="vaga-paged-list__status">{t('DataComponent.message.finished')}</p>
      )}
      <div
        ref={sentinel}
        className="vaga-paged-list__sentinel"
        style={{ height: LIMITS.infiniteScrollSentinelPx }}
        aria-hidden="true"
      />
    </div>
  );
}
