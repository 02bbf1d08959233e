import '../events.css';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventBooking } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { paths } from '@/shared/paths.ts';
import { getEventBookings } from '../api/bookings.ts';
import { useStatistics } from '../api/get-statistics.ts';
import { eventKeys } from '../api/query-keys.ts';
import { EventNotFound } from '../ui/load-state.tsx';
import { BookingsLeft } from '../ui/standing.tsx';
import { idOf } from '../lib/query-ids.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

function BookingCard({ booking }: { booking: EventBooking }) {
  const { t } = useTranslation('events');
  return (
    <Link
      className="vaga-card vaga-event-card"
      to={paths.matchJobs(booking.eventId, booking.jobOfferId)}
    >
      <span className="vaga-event-card__name">{booking.jobOfferTitle}</span>
      <span className="vaga-event-card__line">{booking.employerName}</span>
      <span className="vaga-event-card__line">
        {t('bookings.cv', { name: booking.cvName ?? t('appt.noCv') })}
      </span>
      <span className="vaga-event-card__line">
        {t('bookings.bookedAt', { date: formatDateTime(booking.bookedAt) })}
      </span>
    </Link>
  );
}

/** `/appt-jobs?eventId=`: my bookings at the event, newest first, with the bookings left. */
export function ApptJobsPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const standing = useStatistics(eventId, true);
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="vaga-page vaga-event">
      <h2 className="vaga-section-title">{t('bookings.title')}</h2>
      {standing.data && (
        <BookingsLeft
          remaining={standing.data.remainingBookings}
          count={standing.data.bookingCount}
        />
      )}
      <PagedList<EventBooking>
        queryKey={eventKeys.bookings(eventId)}
        fetchPage={(page, size, signal) => getEventBookings(eventId, page, size, signal)}
        itemKey={(booking) => booking.bookingId}
        renderItem={(booking) => <BookingCard booking={booking} />}
        label={t('bookings.title')}
      />
      <div className="vaga-form__actions">
        <ButtonLink to={paths.matchJobs(eventId)}>{t('actions.bookVacancies')}</ButtonLink>
        <ButtonLink to={paths.matchIndex(eventId)}>{t('actions.backToEvent')}</ButtonLink>
      </div>
    </div>
  );
}
