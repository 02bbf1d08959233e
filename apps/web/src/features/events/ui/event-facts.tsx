import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventCard } from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import { Facts } from '@/shared/ui/facts.tsx';

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
    <Facts
      side
      className="vaga-event__facts"
      facts={[
        [t('facts.venue'), event.venue],
        [t('facts.dates'), eventDates(event)],
        [t('facts.time'), `${event.startTime}–${event.endTime}`],
        [
          t('facts.registration'),
          `${formatDateTime(event.registerFrom)} – ${formatDateTime(event.registerTo)}`,
        ],
        [t('facts.seatsLeft'), event.remainingQuota],
      ]}
    />
  );
}
