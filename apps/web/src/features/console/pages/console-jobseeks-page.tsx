import '../console.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  JOB_SEEK_STATE_NAMES,
  JOB_SEEK_STATES,
  type ConsoleJobSeekCard,
  type JobSeekStateName,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useConsoleJobSeeks } from '../api/get-console-jobseeks.ts';
import { registrationPath } from '../lib/console-paths.ts';

const PAGE_SIZE = 20;
/** The queue's tabs: what waits for staff first, then the current ones, then the ended ones. */
const TABS: readonly JobSeekStateName[] = [
  'processing',
  'valid',
  'completed',
  'refused',
  'expired',
];

function stateOf(value: string | null): number {
  const state = Number(value);
  return TABS.some((name) => JOB_SEEK_STATES[name] === state) ? state : JOB_SEEK_STATES.processing;
}

function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 0;
}

function JobSeekRow({ card }: { card: ConsoleJobSeekCard }) {
  const { t } = useTranslation('console');
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={registrationPath(card.jobSeekId)}>
        {card.seekerName} · {card.jobTitle}
      </Link>
      <span className={`vaga-console-status vaga-console-jobseek-state--${card.state}`}>
        {card.stateDesc}
      </span>
      <span className="vaga-console-match__muted">
        {card.entNo} · {formatDateTime(card.entDate)} ·{' '}
        {t('registrations.matchCount', { count: card.jobMatchCount })}
      </span>
    </li>
  );
}

/**
 * The staff's registrations: one state at a time (processing first, the oldest at the top, as
 * they wait to be processed), each leading to the registration and what may be done with it.
 */
export function ConsoleJobSeeksPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = pageOf(params.get('page'));
  const list = useConsoleJobSeeks({ state, page, size: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.totalElements ?? 0) / PAGE_SIZE));
  const locale = currentLocale();

  const show = (nextState: number, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextState !== JOB_SEEK_STATES.processing) next.set('state', String(nextState));
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="vaga-console-matches">
      <h2 className="vaga-console-home__title">{t('registrations.title')}</h2>
      <div className="vaga-console-tabs" role="tablist" aria-label={t('registrations.states')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={state === JOB_SEEK_STATES[name]}
            className="vaga-console-tabs__tab"
            onClick={() => show(JOB_SEEK_STATES[name], 0)}
          >
            {JOB_SEEK_STATE_NAMES[name][locale]}
          </button>
        ))}
      </div>
      {list.isError ? (
        <p role="alert">{t('registrations.loadFailed')}</p>
      ) : !list.data ? (
        <div className="vaga-page-loading" aria-busy="true" />
      ) : list.data.content.length === 0 ? (
        <p>{t('registrations.empty')}</p>
      ) : (
        <>
          <p className="vaga-console-match__muted">
            {t('registrations.count', { count: list.data.totalElements })}
          </p>
          <ul className="vaga-console-matches__list" aria-label={t('registrations.title')}>
            {list.data.content.map((card) => (
              <JobSeekRow key={card.jobSeekId} card={card} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="vaga-console__actions-row" aria-label={t('matches.pages')}>
              <button
                type="button"
                className="vaga-button vaga-button--small"
                disabled={page === 0}
                onClick={() => show(state, page - 1)}
              >
                {t('matches.previous')}
              </button>
              <span>{t('matches.page', { page: page + 1, pages })}</span>
              <button
                type="button"
                className="vaga-button vaga-button--small"
                disabled={page + 1 >= pages}
                onClick={() => show(state, page + 1)}
              >
                {t('matches.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
