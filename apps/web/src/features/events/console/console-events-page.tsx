import '@/shared/ui/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useSearchParams } from 'react-router';
import {
  EVENT_STATUS_IDS,
  EVENT_STATUS_NAMES,
  EVENT_TYPE_NAMES,
  type EventCard,
} from '@vaga/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { EVENT_PAGE_SIZE, useConsoleEvents } from '../api/console-events.ts';
import { EventPager } from '@/shared/ui/pager.tsx';
import { eventPath, newEventPath } from '@/shared/paths.ts';
import { pageOf } from '@/shared/lib/page-param.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

const STATUSES = [EVENT_STATUS_IDS.enrolling, EVENT_STATUS_IDS.finished] as const;

function EventRow({ event }: { event: EventCard }) {
  const { t } = useTranslation(['events-console', 'console']);
  const locale = currentLocale();
  const type = EVENT_TYPE_NAMES[event.typeEventId as 1 | 2 | 3];
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={eventPath(event.eventId)}>
        {event.eventName}
      </Link>
      <StatusTag tone={event.registrationOpen ? 'success' : 'neutral'}>
        {event.registrationOpen ? t('events.openNow') : event.statusDesc}
      </StatusTag>
      <span className="vaga-console-match__muted">
        {type ? type[locale] : ''} · {formatDate(event.startDate)}–{formatDate(event.endDate)} ·{' '}
        {event.venue} · {t('events.remaining', { count: event.remainingQuota })}
      </span>
    </li>
  );
}

/** The staff's events, enrolling or finished, each leading to its page; and a new event. */
export function ConsoleEventsPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const [params, setParams] = useSearchParams();
  const status =
    params.get('status') === '2' ? EVENT_STATUS_IDS.finished : EVENT_STATUS_IDS.enrolling;
  const page = pageOf(params.get('page'));
  const list = useConsoleEvents(status, page);
  const locale = currentLocale();
  const show = (nextStatus: number, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextStatus !== EVENT_STATUS_IDS.enrolling) next.set('status', String(nextStatus));
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };
  return (
    <div className="vaga-console-matches">
      <h2 className="vaga-console-home__title">{t('events.title')}</h2>
      <div className="vaga-console__actions-row">
        <ButtonLink variant="primary" to={newEventPath()}>
          {t('events.create')}
        </ButtonLink>
      </div>
      <div className="vaga-console-tabs" role="tablist" aria-label={t('events.statuses')}>
        {STATUSES.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={status === id}
            className="vaga-console-tabs__tab"
            onClick={() => show(id, 0)}
          >
            {EVENT_STATUS_NAMES[id][locale]}
          </button>
        ))}
      </div>
      {list.isError || !list.data || list.data.content.length === 0 ? (
        <LoadState
          error={list.isError}
          errorText={t('events.loadFailed')}
          onRetry={() => void list.refetch()}
          empty={list.data !== undefined}
          emptyText={t('events.empty')}
        />
      ) : (
        <>
          <ul className="vaga-console-matches__list" aria-label={t('events.title')}>
            {list.data.content.map((event) => (
              <EventRow key={event.eventId} event={event} />
            ))}
          </ul>
          <EventPager
            page={page}
            total={list.data.totalElements}
            size={EVENT_PAGE_SIZE}
            onPage={(next) => show(status, next)}
          />
        </>
      )}
    </div>
  );
}
