import '../events.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isApiError } from '@/shared/lib/api-error.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { useRegistration } from '../api/get-registration.ts';
import { ArriveEarly } from '../ui/arrive-early.tsx';
import { EventNotFound, LoadState } from '../ui/load-state.tsx';
import { QrTicket } from '../ui/qr-ticket.tsx';
import { QueueStatus } from '../ui/queue-status.tsx';
import { SessionList } from '../ui/session-list.tsx';
import { BookingsLeft } from '../ui/standing.tsx';
import { idOf } from '../lib/query-ids.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

/**
 * `/register-result?eventId=`: my registration — the QR ticket and its number, the sessions with
 * their ticket collection times, the notice to arrive early, and once checked in my place and the
 * waiting count (read again every 15 s while the page is open, or on a tap).
 */
export function RegisterResultPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const registration = useRegistration(eventId);
  if (eventId === null) return <EventNotFound />;
  if (!registration.data) {
    if (isApiError(registration.error) && registration.error.status === 404) {
      return (
        <LinkPanel
          title={t('ticket.noneTitle')}
          description={t('ticket.noneDescription')}
          action={t('actions.backToEvent')}
          to={paths.matchIndex(eventId)}
          primary
        />
      );
    }
    return <LoadState error={registration.error} onRetry={() => void registration.refetch()} />;
  }
  const mine = registration.data;
  return (
    <div className="vaga-page vaga-event">
      <h2 className="vaga-section-title">{mine.eventName}</h2>
      <p>{mine.venue}</p>
      <QrTicket ticket={mine.ticket} ticketNo={mine.ticketNo} />
      <ArriveEarly minutes={mine.arriveEarlyMinutes} />
      <section aria-labelledby="vaga-ticket-sessions">
        <h3 id="vaga-ticket-sessions" className="vaga-event__subtitle">
          {t('ticket.sessions')}
        </h3>
        <SessionList sessions={mine.sessions} label={t('ticket.sessions')} seats={false} />
      </section>
      <section aria-labelledby="vaga-ticket-queue">
        <h3 id="vaga-ticket-queue" className="vaga-event__subtitle">
          {t('ticket.queue')}
        </h3>
        <QueueStatus registration={mine} />
        <Button disabled={registration.isFetching} onClick={() => void registration.refetch()}>
          {t('ticket.refresh')}
        </Button>
      </section>
      <BookingsLeft remaining={mine.remainingBookings} count={mine.bookingCount} />
      <div className="vaga-form__actions">
        <ButtonLink variant="primary" to={paths.matchJobs(eventId)}>
          {t('actions.bookVacancies')}
        </ButtonLink>
        <ButtonLink to={paths.apptJobs(eventId)}>{t('actions.bookings')}</ButtonLink>
      </div>
    </div>
  );
}
