import type { Locale } from '@vaga/contract';
import type { Key, ReactNode } from 'react';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/lib/format.ts';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { pageOf } from '@/shared/lib/page-param.ts';
import { useDesktop } from '@/shared/lib/use-desktop.ts';
import { ConsoleListBody, type ListQuery } from './console-list-body.tsx';
import { ConsoleRow } from './console-rows.tsx';
import { ConsoleTable } from './console-table.tsx';
import { Tabs } from '@/shared/ui/tabs.tsx';

/** How many items a page of a staff queue shows. */
export const QUEUE_PAGE_SIZE = 20;

/** One tab of a staff queue: its state and its name. */
export interface QueueTab {
  state: number;
  label: string;
}

/** A queue of one state (no tabs). */
const ONE_STATE: readonly QueueTab[] = [{ state: 0, label: '' }];

/**
 * A staff queue's place in the URL: `state` (one of the tabs', else the first's) and `page`;
 * `size` is the page's, `tabs` the queue's (one state when none are given).
 */
export function useQueueParams(tabs: readonly QueueTab[] = ONE_STATE) {
  const [params, setParams] = useSearchParams();
  const states = tabs.map((tab) => tab.state);
  const asked = Number(params.get('state'));
  const state = states.includes(asked) ? asked : states[0];
  const page = pageOf(params.get('page'));
  const show = (nextState: number, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextState !== states[0]) next.set('state', String(nextState));
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };
  return { state, page, size: QUEUE_PAGE_SIZE, show, tabs };
}

/** A queue's column of when each item came (its age): the oldest first, sortable by it. */
export function ageColumn<T>(title: string, at: (item: T) => string): ColumnType<T> {
  return {
    key: 'age',
    title,
    render: (_, item) => formatDateTime(at(item)),
    sorter: (a, b) => at(a).localeCompare(at(b)),
  };
}

/** A queue's tabs from the contract's states: their ids and their names in each language. */
export function stateTabs<N extends string>(
  names: readonly N[],
  ids: Readonly<Record<N, number>>,
  label: (name: N, locale: Locale) => string,
) {
  const locale = currentLocale();
  return names.map((name): QueueTab => ({
    state: ids[name],
    label: label(name, locale),
  }));
}

/** Where a staff queue is (useQueueParams). */
export type QueuePlace = ReturnType<typeof useQueueParams>;

/** One item of a queue as its card shows it (ConsoleRow) and its row's key. */
export interface QueueRow {
  key: Key;
  /** The item's page, when it has one. */
  to?: string;
  title: ReactNode;
  tag?: ReactNode;
  /** What the card shows under its title. */
  facts?: ReactNode;
}

/** A table column's key and header. */
type ColumnHead = { key: string; title: string };

/** A queue's words: its title, its tab list's name, and what its list says. */
export interface QueueTexts {
  title: string;
  tabs: string;
  loadFailed: string;
  empty: string;
  count: (count: number) => string;
}

/**
 * A queue's words at `prefix` in the page's texts: `title`, `states` (the tab list's name),
 * `loadListFailed` (or the key given), `empty` and `count`.
 */
export function queueTexts(
  t: TFunction,
  prefix: string,
  loadFailed = 'loadListFailed',
): QueueTexts {
  return {
    title: t(`${prefix}.title`),
    tabs: t(`${prefix}.states`),
    loadFailed: t(`${prefix}.${loadFailed}`),
    empty: t(`${prefix}.empty`),
    count: (count) => t(`${prefix}.count`, { count }),
  };
}

/**
 * The lead columns of a queue whose tag is the item's state: the item (`registration`,
 * `vacancy`…) and its state, headed by the console's shared column words.
 */
export function stateLead(
  t: TFunction,
  item: string,
  state = 'state',
): { title: ColumnHead; tag: ColumnHead } {
  return {
    title: { key: item, title: t(`console-home:columns.${item}`) },
    tag: { key: 'state', title: t(`console-home:columns.${state}`) },
  };
}

interface StateQueueProps<T> {
  className?: string;
  /** Where the queue is: its tabs, state and page (useQueueParams). */
  queue: QueuePlace;
  list: ListQuery<T>;
  texts: QueueTexts;
  /** How an item shows: as a card, and in the table's lead columns. */
  row: (item: T) => QueueRow;
  /**
   * The table's first columns, from `row`: the item's title as a link to it, and its tag. A
   * column keyed `state` gets the queue's states as its filter (the same as the tabs).
   */
  lead?: { title: ColumnHead; tag: ColumnType<T> & ColumnHead };
  /** The queue as a table at desktop width (cards below it): the columns after the lead. */
  columns?: ColumnsType<T>;
}

/** The table's columns: the lead ones from the rows, then the page's. */
function columnsOf<T>(props: StateQueueProps<T>): ColumnsType<T> {
  const { lead, row } = props;
  const leading: ColumnsType<T> = lead
    ? [
        {
          ...lead.title,
          render: (_, item) => {
            const { to, title } = row(item);
            return to ? <Link to={to}>{title}</Link> : title;
          },
        },
        { ...lead.tag, render: (_, item) => row(item).tag },
      ]
    : [];
  return [...leading, ...(props.columns ?? [])];
}

/** The columns, the one keyed `state` filtering by the queue's states (one at a time). */
function withStateFilter<T>(props: StateQueueProps<T>): ColumnsType<T> {
  return columnsOf(props).map((column) =>
    column.key === 'state' && props.queue.tabs.length > 1
      ? {
          ...column,
          filters: props.queue.tabs.map((tab) => ({ text: tab.label, value: tab.state })),
          filteredValue: [props.queue.state],
          filterMultiple: false,
        }
      : column,
  );
}

/**
 * A staff queue: one state at a time in tabs (no tabs when the queue has one state), its items
 * as a table at desktop width (antd's, when the page gives columns) or as a list of cards
 * (ConsoleRow), and a pager. The page keeps the state and page in the URL (useQueueParams).
 */
export function StateQueue<T extends object>(props: StateQueueProps<T>) {
  const { list, texts, row } = props;
  const { state, page, size, show: onShow } = props.queue;
  const desktop = useDesktop();
  return (
    <div className={['vaga-console-matches', props.className].filter(Boolean).join(' ')}>
      <h2 className="vaga-console-home__title">{texts.title}</h2>
      {props.queue.tabs.length > 1 ? (
        <Tabs
          label={texts.tabs}
          active={state}
          onChange={(next) => onShow(next, 0)}
          tabs={props.queue.tabs.map((tab) => ({ key: tab.state, label: tab.label }))}
        />
      ) : null}
      <ConsoleListBody
        list={list}
        texts={texts}
        paging={{ page, size, onPage: (next) => onShow(state, next) }}
      >
        {(items) =>
          desktop && (props.columns || props.lead) ? (
            <ConsoleTable<T>
              aria-label={texts.title}
              rowKey={(item) => row(item).key}
              columns={withStateFilter(props)}
              dataSource={items}
              onChange={(_pagination, filters, _sorter, extra) => {
                if (extra.action !== 'filter') return;
                const chosen = filters.state?.[0];
                onShow(chosen === undefined ? props.queue.tabs[0].state : Number(chosen), 0);
              }}
            />
          ) : (
            <ul className="vaga-console-matches__list" aria-label={texts.title}>
              {items.map((item) => {
                const { key, facts, ...card } = row(item);
                return (
                  <ConsoleRow key={key} {...card}>
                    {facts}
                  </ConsoleRow>
                );
              })}
            </ul>
          )
        }
      </ConsoleListBody>
    </div>
  );
}
