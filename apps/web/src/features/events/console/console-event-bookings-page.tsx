import '@/shared/ui/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/lib/format.ts';
import { LIST_PAGE_SIZE, useEmployerEventBookings } from '../api/event-bookings.ts';
import { EventPager } from '@/shared/ui/pager.tsx';
import { idOf, pageOf } from '@/shared/lib/page-param.ts';
import { Button } from '@/shared/ui/button.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

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
      {list.isError || !list.data || list.data.content.length === 0 ? (
        <LoadState
          error={list.isError}
          errorText={t('eventBookings.loadFailed')}
          onRetry={() => void list.refetch()}
          empty={list.data !== undefined}
          emptyText={t('eventBookings.empty')}
        />
      ) : (
        <>
          <p className="vaga-console-match__muted">
            {t('eventBookings.count', { count: list.data.totalElements })}
          </p>
          <ul className="vaga-console-matches__list" aria-label={t('eventBookings.title')}>
            {list.data.content.map((row) => (
              <li key={row.bookingId} className="vaga-console-matches__item">
                <span className="vaga-console-matches__title">
                  {row.seekerName} · {row.jobOfferTitle}
                </span>
                <span className="vaga-console-match__muted">
                  {formatDateTime(row.bookedAt)} ·{' '}
                  {row.hasCv ? t('eventBookings.cv') : t('eventBookings.noCv')}
                </span>
                {eventId === null ? (
                  <button
                    type="button"
                    className="vaga-console-matches__employer"
                    aria-label={t('eventBookings.filter', { name: row.eventName })}
                    onClick={() => show(row.eventId, 0)}
                  >
                    {row.eventName}
                  </button>
                ) : (
                  <span>{row.eventName}</span>
                )}
              </li>
            ))}
          </ul>
          <EventPager
            page={page}
            total={list.data.totalElements}
            size={LIST_PAGE_SIZE}
            onPage={(next) => show(eventId, next)}
          />
        </>
      )}
    </div>
  );
}
