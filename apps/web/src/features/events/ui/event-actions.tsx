import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventDetail, EventStatistics } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

interface EventActionsProps {
  event: EventDetail;
  /** My standing; null for a visitor or before it answers. */
  standing: EventStatistics[number] | null;
}

/**
 * What the seeker can do at an event: register while it is open, see the ticket and the bookings
 * once registered, and browse the vacancies (also by job class for catalog types 2 and 3,
 * spec §2).
 */
export function EventActions({ event, standing }: EventActionsProps) {
  const { t } = useTranslation('events');
  const registered = standing?.registered === 1;
  const id = event.eventId;
  return (
    <div className="vaga-form__actions vaga-event__actions">
      {!registered && event.registrationOpen === 1 && (
        <ButtonLink variant="primary" to={paths.registerReady(id)}>
          {t('actions.register')}
        </ButtonLink>
      )}
      {registered && (
        <ButtonLink variant="primary" to={paths.registerResult(id)}>
          {t('actions.ticket')}
        </ButtonLink>
      )}
      <ButtonLink to={paths.matchJobs(id)}>
        {t('actions.vacancies', { count: event.vacancyCount })}
      </ButtonLink>
      {event.eventCatalogType !== 1 && (
        <ButtonLink
          to={paths.jobService({ type: 'event', eventId: id, eventName: event.eventName })}
        >
          {t('actions.byClass')}
        </ButtonLink>
      )}
      {registered && <ButtonLink to={paths.apptJobs(id)}>{t('actions.bookings')}</ButtonLink>}
    </div>
  );
}
