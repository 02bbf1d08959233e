import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { EVENT_STATUS_IDS, eventStatusName, eventTypeName, type EventCard } from '@vaga/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { EVENT_PAGE_SIZE, useConsoleEvents } from '../api/console-events.ts';
import { eventListStatusOf } from '../api/prefetch-event-pages.ts';
import { ConsoleListBody } from '@/shared/console/console-list-body.tsx';
import { eventPath, newEventPath } from '@/shared/paths.ts';
import { pageOf } from '@/shared/lib/page-param.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { Tabs } from '@/shared/ui/tabs.tsx';

const STATUSES = [
  EVENT_STATUS_IDS.enrolling,
  EVENT_STATUS_IDS.registrationClosed,
  EVENT_STATUS_IDS.finished,
] as const;

function EventRow({ event }: { event: EventCard }) {
  const { t } = useTranslation(['events-console', 'console']);
  const locale = currentLocale();
  const typed = ([1, 2, 3] as const).find((id) => id === event.typeEventId);
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={eventPath(event.eventId)}>
        {event.eventName}
      </Link>
      <StatusTag tone={event.registrationOpen ? 'success' : 'neutral'}>
        {event.registrationOpen ? t('events.openNow') : event.statusDesc}
      </StatusTag>
      <span className="vaga-console-match__muted">
        {typed ? eventTypeName(typed, locale) : ''} · {formatDate(event.startDate)}–
        {formatDate(event.endDate)} · {event.venue} ·{' '}
        {t('events.remaining', { count: event.remainingQuota })}
      </span>
    </li>
  );
}

/** The staff's events, enrolling, registration closed or finished, each leading to its page; and a new event. */
export function ConsoleEventsPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const [params, setParams] = useSearchParams();
  const status = eventListStatusOf(params.get('status'));
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
      <Tabs
        label={t('events.statuses')}
        active={status}
        onChange={(next) => show(next, 0)}
        tabs={STATUSES.map((id) => ({ key: id, label: eventStatusName(id, locale) }))}
      />
      <ConsoleListBody
        list={list}
        texts={{ loadFailed: t('events.loadFailed'), empty: t('events.empty') }}
        paging={{ page, size: EVENT_PAGE_SIZE, onPage: (next) => show(status, next) }}
      >
        {(events) => (
          <ul className="vaga-console-matches__list" aria-label={t('events.title')}>
            {events.map((event) => (
              <EventRow key={event.eventId} event={event} />
            ))}
          </ul>
        )}
      </ConsoleListBody>
    </div>
  );
}
