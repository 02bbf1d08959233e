import type { Key, ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSearchParams } from 'react-router';
import type { Page } from '@vaga/contract';
import { useDesktop } from '@/shared/lib/use-desktop.ts';
import { ConsoleTable } from './console-table.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Tabs } from '@/shared/ui/tabs.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** How many items a page of a staff queue shows. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * A staff queue's place in the URL: `state` (one of `states`, else the first) and `page`; `size`
 * is the page's.
 */
export function useQueueParams(states: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('state'));
  const state = states.includes(asked) ? asked : states[0];
  const pageParam = params.get('page');
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 0;
  const show = (nextState: number, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextState !== states[0]) next.set('state', String(nextState));
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };
  return { state, page, size: QUEUE_PAGE_SIZE, show };
}

/** Where a staff queue is (useQueueParams). */
export type QueuePlace = ReturnType<typeof useQueueParams>;

interface StateQueueProps<T> {
  className?: string;
  title: string;
  /** The tab list's name (the title when not given). */
  tabsLabel?: string;
  tabs: readonly { state: number; label: string }[];
  /** Where the queue is: its state and page (useQueueParams). */
  queue: QueuePlace;
  list: { data?: Page<T>; isError: boolean; refetch: () => unknown };
  texts: { loadFailed: string; empty: string; count: (count: number) => string };
  renderItem: (item: T) => ReactNode;
  /**
   * The queue as a table at desktop width (cards, `renderItem`, below it). A column keyed
   * `state` gets the queue's states as its filter (the same as the tabs).
   */
  columns?: ColumnsType<T>;
  rowKey?: (item: T) => Key;
}

/** The columns, the one keyed `state` filtering by the queue's states (one at a time). */
function withStateFilter<T>(props: StateQueueProps<T>): ColumnsType<T> {
  return (props.columns ?? []).map((column) =>
    column.key === 'state' && props.tabs.length > 1
      ? {
          ...column,
          filters: props.tabs.map((tab) => ({ text: tab.label, value: tab.state })),
          filteredValue: [props.queue.state],
          filterMultiple: false,
        }
      : column,
  );
}

/**
 * A staff queue: one state at a time in tabs (no tabs when the queue has one state), its items
 * as a table at desktop width (antd's, when the page gives `columns`) or as a list of cards
 * (each item an `li`), and a pager. The page keeps the state and page in the URL
 * (useQueueParams).
 */
export function StateQueue<T extends object>(props: StateQueueProps<T>) {
  const { t } = useTranslation('console');
  const { list, texts } = props;
  const { state, page, size: pageSize, show: onShow } = props.queue;
  const desktop = useDesktop();
  const pages = Math.max(1, Math.ceil((list.data?.totalElements ?? 0) / pageSize));
  return (
    <div className={['vaga-console-matches', props.className].filter(Boolean).join(' ')}>
      <h2 className="vaga-console-home__title">{props.title}</h2>
      {props.tabs.length > 1 ? (
        <Tabs
          label={props.tabsLabel ?? props.title}
          active={state}
          onChange={(next) => onShow(next, 0)}
          tabs={props.tabs.map((tab) => ({ key: tab.state, label: tab.label }))}
        />
      ) : null}
      {list.isError || !list.data?.content.length ? (
        <LoadState
          error={list.isError}
          errorText={texts.loadFailed}
          onRetry={() => void list.refetch()}
          empty={list.data !== undefined}
          emptyText={texts.empty}
        />
      ) : (
        <>
          <p className="vaga-console-match__muted">{texts.count(list.data.totalElements)}</p>
          {desktop && props.columns ? (
            <ConsoleTable<T>
              aria-label={props.title}
              rowKey={props.rowKey}
              columns={withStateFilter(props)}
              dataSource={list.data.content}
              onChange={(_pagination, filters, _sorter, extra) => {
                if (extra.action !== 'filter') return;
                const chosen = filters.state?.[0];
                onShow(chosen === undefined ? props.tabs[0].state : Number(chosen), 0);
              }}
            />
          ) : (
            <ul className="vaga-console-matches__list" aria-label={props.title}>
              {list.data.content.map(props.renderItem)}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="vaga-console__actions-row" aria-label={t('pager.pages')}>
              <Button size="small" disabled={page === 0} onClick={() => onShow(state, page - 1)}>
                {t('pager.previous')}
              </Button>
              <span>{t('pager.page', { page: page + 1, pages })}</span>
              <Button
                size="small"
                disabled={page + 1 >= pages}
                onClick={() => onShow(state, page + 1)}
              >
                {t('pager.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
