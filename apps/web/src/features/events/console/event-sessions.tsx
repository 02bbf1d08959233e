import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventSession } from '@vaga/contract';
import { EventSessionForm } from './event-session-form.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface EventSessionsProps {
  eventId: string;
  sessions: EventSession[];
  /** The event's first and last days. */
  days: { from: string; to: string };
}

/** The event's sessions with their seats and ticket collection times; each can be changed. */
export function EventSessions({ eventId, sessions, days }: EventSessionsProps) {
  const { t } = useTranslation(['events-console', 'console']);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="vaga-console-match__section" aria-labelledby="event-sessions">
      <h3 id="event-sessions">{t('events.sessions.title')}</h3>
      {sessions.length === 0 ? <p>{t('events.sessions.empty')}</p> : null}
      <ul className="vaga-console-rows" aria-label={t('events.sessions.title')}>
        {sessions.map((session) => (
          <li key={session.sessionId}>
            {editing === session.sessionId ? (
              <EventSessionForm
                eventId={eventId}
                session={session}
                days={days}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <span>
                  {session.date} {session.startTime}–{session.endTime} ·{' '}
                  {t('events.sessions.seats', {
                    remaining: session.remaining,
                    count: session.quota,
                  })}{' '}
                  ·{' '}
                  {t('events.sessions.tickets', { from: session.ticketFrom, to: session.ticketTo })}
                </span>
                <Button
                  size="small"
                  aria-label={t('events.sessions.edit', {
                    date: session.date,
                    time: session.startTime,
                  })}
                  onClick={() => setEditing(session.sessionId)}
                >
                  {t('events.sessions.editShort')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <EventSessionForm eventId={eventId} days={days} />
    </section>
  );
}
