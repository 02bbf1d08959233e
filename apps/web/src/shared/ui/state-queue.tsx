import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSearchParams } from 'react-router';
import type { Page } from '@vaga/contract';
import { Button } from '@/shared/ui/button.tsx';
import { Tabs } from '@/shared/ui/tabs.tsx';

/** A staff queue's place in the URL: `state` (one of `states`, else the first) and `page`. */
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
  return { state, page, show };
}

interface StateQueueProps<T> {
  className?: string;
  title: string;
  /** The tab list's name. */
  tabsLabel: string;
  tabs: readonly { state: number; label: string }[];
  state: number;
  page: number;
  pageSize: number;
  list: { data?: Page<T>; isError: boolean };
  onShow: (state: number, page: number) => void;
  texts: { loadFailed: string; empty: string; count: (count: number) => string };
  renderItem: (item: T) => ReactNode;
}

/**
 * A staff queue: one state at a time in tabs (no tabs when the queue has one state), its items
 * as a list, and a pager. The items render themselves (each an `li`); the page keeps the state
 * and page in the URL (useQueueParams).
 */
export function StateQueue<T>(props: StateQueueProps<T>) {
  const { t } = useTranslation('console');
  const { list, state, page, pageSize, onShow, texts } = props;
  const pages = Math.max(1, Math.ceil((list.data?.totalElements ?? 0) / pageSize));
  return (
    <div className={['vaga-console-matches', props.className].filter(Boolean).join(' ')}>
      <h2 className="vaga-console-home__title">{props.title}</h2>
      {props.tabs.length > 1 ? (
        <Tabs
          label={props.tabsLabel}
          active={state}
          onChange={(next) => onShow(next, 0)}
          tabs={props.tabs.map((tab) => ({ key: tab.state, label: tab.label }))}
        />
      ) : null}
      {list.isError ? (
        <p role="alert">{texts.loadFailed}</p>
      ) : !list.data ? (
        <div className="vaga-page-loading" aria-busy="true" />
      ) : list.data.content.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <>
          <p className="vaga-console-match__muted">{texts.count(list.data.totalElements)}</p>
          <ul className="vaga-console-matches__list" aria-label={props.title}>
            {list.data.content.map(props.renderItem)}
          </ul>
          {pages > 1 ? (
            <nav className="vaga-console__actions-row" aria-label={t('matches.pages')}>
              <Button size="small" disabled={page === 0} onClick={() => onShow(state, page - 1)}>
                {t('matches.previous')}
              </Button>
              <span>{t('matches.page', { page: page + 1, pages })}</span>
              <Button
                size="small"
                disabled={page + 1 >= pages}
                onClick={() => onShow(state, page + 1)}
              >
                {t('matches.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
