import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleEventDetail } from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import { useSetEventRegistration } from '../api/console-event-actions.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** What the event is now: its days, its window, registration open or closed, the counts. */
export function EventFacts({ event }: { event: ConsoleEventDetail }) {
  const { t } = useTranslation(['events-console', 'console']);
  const registration = useSetEventRegistration(String(event.eventId));
  const closed = event.registrationClosedByStaff;
  return (
    <>
      <dl className="vaga-console-match__facts">
        <Fact label={t('events.facts.days')}>
          {formatDate(event.startDate)}–{formatDate(event.endDate)} {event.startTime}–
          {event.endTime}
        </Fact>
        <Fact label={t('events.facts.venue')}>{event.venue}</Fact>
        <Fact label={t('events.facts.window')}>
          {formatDateTime(event.registerFrom)}–{formatDateTime(event.registerTo)}
        </Fact>
        <Fact label={t('events.facts.registration')}>
          {closed ? t('events.facts.closedByStaff') : t('events.facts.openByStaff')}
        </Fact>
        <Fact label={t('events.facts.registered')}>{String(event.registeredCount)}</Fact>
        <Fact label={t('events.facts.checkedIn')}>{String(event.checkedInCount)}</Fact>
        <Fact label={t('events.facts.maxApply')}>{String(event.maxApplyPerSeeker)}</Fact>
      </dl>
      <div className="vaga-console__actions-row vaga-console__actions-row--start">
        <Button
          disabled={registration.isPending}
          onClick={() => registration.mutate({ open: closed })}
        >
          {closed ? t('events.open') : t('events.close')}
        </Button>
      </div>
    </>
  );
}
