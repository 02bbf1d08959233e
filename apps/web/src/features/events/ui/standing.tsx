import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventStatistics } from '@vaga/contract';

/** My standing at the event: registered or not, and the bookings left. */
export function Standing({ standing }: { standing: EventStatistics[number] }) {
  const { t } = useTranslation('events');
  return (
    <section className="vaga-card vaga-event__standing" aria-labelledby="vaga-event-standing">
      <h3 id="vaga-event-standing" className="vaga-event__subtitle">
        {t('standing.title')}
      </h3>
      <p>{standing.registered === 1 ? t('standing.registered') : t('standing.notRegistered')}</p>
      {standing.registered === 1 && (
        <BookingsLeft remaining={standing.remainingBookings} count={standing.bookingCount} />
      )}
    </section>
  );
}

/** The bookings left at the event (spec §9: remaining bookings are shown). */
export function BookingsLeft({ remaining, count }: { remaining: number; count: number }) {
  const { t } = useTranslation('events');
  return (
    <p className="vaga-event__bookings" aria-live="polite">
      {t('bookingsLeft', { remaining, count })}
    </p>
  );
}
