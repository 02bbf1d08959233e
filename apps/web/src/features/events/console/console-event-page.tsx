import '@/shared/ui/console-pages.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useParams } from 'react-router';
import { useConsoleEvent, useUpdateConsoleEvent } from '../api/console-events.ts';
import { EventFacts } from './console-event-facts.tsx';
import { EventForm } from './event-form.tsx';
import { EventHistory } from './event-history.tsx';
import { EventRegistrations } from './event-registrations.tsx';
import { EventSessions } from './event-sessions.tsx';
import { EventVacancies } from './event-vacancies.tsx';
import { eventFormOf } from '../lib/event-form-values.ts';
import { eventCheckinPath, eventsPath } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { ConsoleRecordState } from '@/shared/ui/console-record-state.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

/**
 * One event in the staff console: its facts and registration switch, its fields (edited in
 * place), its sessions, its vacancies, who registered, the check-in page, and its history.
 */
export function ConsoleEventPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const { id = '' } = useParams();
  const query = useConsoleEvent(id);
  const update = useUpdateConsoleEvent(id);
  const [editing, setEditing] = useState(false);
  if (!query.data)
    return (
      <ConsoleRecordState
        failed={query.isError}
        text={t('events.loadOneFailed')}
        back={eventsPath()}
        backLabel={t('common.back')}
      />
    );
  const event = query.data;
  return (
    <article className="vaga-console-match" aria-labelledby="console-event-title">
      <Link to={eventsPath(event.typeEventStatus === 2 ? 'status=2' : '')}>{t('common.back')}</Link>
      <h2 id="console-event-title" className="vaga-console-home__title">
        {event.eventName}
      </h2>
      <p>
        <StatusTag tone="neutral">{event.statusDesc}</StatusTag>
      </p>
      <EventFacts event={event} />
      <div className="vaga-console__actions-row vaga-console__actions-row--start">
        <ButtonLink variant="primary" to={eventCheckinPath(event.eventId)}>
          {t('events.checkin.open')}
        </ButtonLink>
        {editing ? null : <Button onClick={() => setEditing(true)}>{t('events.edit')}</Button>}
      </div>
      {editing ? (
        <EventForm
          title={t('events.form.editTitle')}
          submitLabel={t('events.form.save')}
          initial={eventFormOf(event.input)}
          pending={update.isPending}
          onSubmit={(input) => update.mutate(input, { onSuccess: () => setEditing(false) })}
        />
      ) : null}
      <EventSessions
        eventId={id}
        sessions={event.sessions}
        days={{ from: event.startDate, to: event.endDate }}
      />
      <EventVacancies event={event} />
      <EventRegistrations eventId={id} sessions={event.sessions} />
      <EventHistory entries={event.history} />
    </article>
  );
}
