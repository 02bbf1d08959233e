import '@/shared/console/console-pages.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useParams } from 'react-router';
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
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

/**
 * One event in the staff console: its facts and registration switch, its fields (edited in
 * place), its sessions, its vacancies, who registered, the check-in page, and its history.
 */
export function ConsoleEventPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const { id = '' } = useParams();
  const update = useUpdateConsoleEvent(id);
  const [editing, setEditing] = useState(false);
  return (
    <ConsoleRecordPage
      query={useConsoleEvent(id)}
      failedText={t('events.loadOneFailed')}
      list={eventsPath()}
      titleId="console-event-title"
      head={(event) => ({
        back:
          event.typeEventStatus === 1 ? undefined : eventsPath(`status=${event.typeEventStatus}`),
        title: event.eventName,
        tags: (
          <p>
            <StatusTag tone="neutral">{event.statusDesc}</StatusTag>
          </p>
        ),
      })}
    >
      {(event) => (
        <>
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
              refusal={update.error}
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
        </>
      )}
    </ConsoleRecordPage>
  );
}
