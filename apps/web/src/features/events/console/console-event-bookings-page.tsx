import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/lib/format.ts';
import {
  LIST_PAGE_SIZE,
  useEmployerEventBookings,
  type EventBookingPage,
} from '../api/event-bookings.ts';
import { ConsoleListBody } from '@/shared/console/console-list-body.tsx';
import { idOf, pageOf } from '@/shared/lib/page-param.ts';
import { Button } from '@/shared/ui/button.tsx';

/**
 * One booking: the seeker and the vacancy, when and whether a CV came, and its event (which
 * narrows the list to it, with `onEvent`, while every event shows).
 */
function BookingRow({
  row,
  onEvent,
}: {
  row: EventBookingPage['content'][number];
  onEvent: ((eventId: number, page: number) => void) | null;
}) {
  const { t } = useTranslation(['events-console', 'console']);
  return (
    <li className="vaga-console-matches__item">
      <span className="vaga-console-matches__title">
        {row.seekerName} · {row.jobOfferTitle}
      </span>
      <span className="vaga-console-match__muted">
        {formatDateTime(row.bookedAt)} ·{' '}
        {row.hasCv ? t('eventBookings.cv') : t('eventBookings.noCv')}
      </span>
      {onEvent ? (
        <button
          type="button"
          className="vaga-console-matches__employer"
          aria-label={t('eventBookings.filter', { name: row.eventName })}
          onClick={() => onEvent(row.eventId, 0)}
        >
          {row.eventName}
        </button>
      ) : (
        <span>{row.eventName}</span>
      )}
    </li>
  );
}

/**
 * The employer's event bookings: who booked its vacancies at job-matching events (the event, the
 * vacancy, the seeker, whether a CV was attached, when), newest first, paged; narrowed to one
 * event by choosing it on a booking, and back to every event.
 */
export function ConsoleEventBookingsPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const [params, setParams] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const page = pageOf(params.get('page'));
  const list = useEmployerEventBookings(eventId, page);
  const show = (nextEvent: number | null, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextEvent !== null) next.set('eventId', String(nextEvent));
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };
  const eventName = list.data?.content.find((row) => row.eventId === eventId)?.eventName;
  return (
    <div className="vaga-console-matches">
      <h2 className="vaga-console-home__title">{t('eventBookings.title')}</h2>
      {eventId !== null ? (
        <div className="vaga-console__actions-row">
          <span>{t('eventBookings.onlyEvent', { name: eventName ?? `#${eventId}` })}</span>
          <Button size="small" onClick={() => show(null, 0)}>
            {t('eventBookings.allEvents')}
          </Button>
        </div>
      ) : null}
      <ConsoleListBody
        list={list}
        texts={{
          loadFailed: t('eventBookings.loadFailed'),
          empty: t('eventBookings.empty'),
          count: (count) => t('eventBookings.count', { count }),
        }}
        paging={{ page, size: LIST_PAGE_SIZE, onPage: (next) => show(eventId, next) }}
      >
        {(bookings) => (
          <ul className="vaga-console-matches__list" aria-label={t('eventBookings.title')}>
            {bookings.map((row) => (
              <BookingRow key={row.bookingId} row={row} onEvent={eventId === null ? show : null} />
            ))}
          </ul>
        )}
      </ConsoleListBody>
    </div>
  );
}
