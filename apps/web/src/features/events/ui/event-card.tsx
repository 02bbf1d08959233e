import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventCard as Event } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { eventDates } from './event-facts.tsx';

/** An event in a list: name, status, venue, dates and seats left; opens the event. */
export function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const enrolling = event.typeEventStatus === 1;
  return (
    <Link className="vaga-card vaga-event-card" to={paths.matchIndex(event.eventId)}>
      <span className="vaga-event-card__head">
        <span className="vaga-event-card__name">{event.eventName}</span>
        <span className={enrolling ? 'vaga-tag' : 'vaga-tag vaga-tag--muted'}>
          {event.statusDesc}
        </span>
      </span>
      <span className="vaga-event-card__line">{event.venue}</span>
      <span className="vaga-event-card__line">
        {eventDates(event)} {event.startTime}–{event.endTime}
      </span>
      {enrolling && (
        <span className="vaga-event-card__line">
          {t('card.seatsLeft', { count: event.remainingQuota })}
        </span>
      )}
    </Link>
  );
}
