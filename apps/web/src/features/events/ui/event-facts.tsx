import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventCard } from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';

/** The days of an event: one date, or the first and the last. */
export function eventDates(event: Pick<EventCard, 'startDate' | 'endDate'>): string {
  return event.startDate === event.endDate
    ? formatDate(event.startDate)
    : `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`;
}

/** Venue, dates, times, registration window and seats left of an event. */
export function EventFacts({ event }: { event: EventCard }) {
  const { t } = useTranslation('events');
  return (
    <dl className="vaga-event__facts">
      <div>
        <dt>{t('facts.venue')}</dt>
        <dd>{event.venue}</dd>
      </div>
      <div>
        <dt>{t('facts.dates')}</dt>
        <dd>{eventDates(event)}</dd>
      </div>
      <div>
        <dt>{t('facts.time')}</dt>
        <dd>
          {event.startTime}–{event.endTime}
        </dd>
      </div>
      <div>
        <dt>{t('facts.registration')}</dt>
        <dd>
          {formatDateTime(event.registerFrom)} – {formatDateTime(event.registerTo)}
        </dd>
      </div>
      <div>
        <dt>{t('facts.seatsLeft')}</dt>
        <dd>{event.remainingQuota}</dd>
      </div>
    </dl>
  );
}
