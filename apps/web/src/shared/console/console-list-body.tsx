import type { ReactNode } from 'react';
import type { Page } from '@vaga/contract';
import { EventPager } from '@/shared/ui/pager.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** A console list's page as it loads: its data, whether it failed, and a way to try again. */
export interface ListQuery<T> {
  data?: Page<T>;
  isError: boolean;
  refetch: () => unknown;
}

interface ConsoleListBodyProps<T> {
  list: ListQuery<T>;
  texts: { loadFailed: string; empty: string; count?: (count: number) => string };
  /** The page shown, the page's size, and where another page is asked for. */
  paging: { page: number; size: number; onPage: (page: number) => void };
  children: (items: T[]) => ReactNode;
}

/**
 * The body of a paged console list: loading, failed (with a retry) or empty as LoadState; else
 * how many there are (when `texts.count` is given), the items and the pager.
 */
export function ConsoleListBody<T>({ list, texts, paging, children }: ConsoleListBodyProps<T>) {
  if (list.isError || !list.data?.content.length)
    return (
      <LoadState
        error={list.isError}
        errorText={texts.loadFailed}
        onRetry={() => void list.refetch()}
        empty={list.data !== undefined}
        emptyText={texts.empty}
      />
    );
  const total = list.data.totalElements;
  return (
    <>
      {texts.count ? <p className="vaga-console-match__muted">{texts.count(total)}</p> : null}
      {children(list.data.content)}
      <EventPager page={paging.page} total={total} size={paging.size} onPage={paging.onPage} />
    </>
  );
}
