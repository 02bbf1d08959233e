import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventSession } from '@vaga/contract';
import { formatDate } from '@/shared/lib/format.ts';

/** One session's day, time, ticket collection time and seats left. */
export function SessionFacts({
  session,
  seats = true,
}: {
  session: EventSession;
  seats?: boolean;
}) {
  const { t } = useTranslation('events');
  return (
    <>
      <span className="vaga-event__session-time">
        {formatDate(session.date)} {session.startTime}–{session.endTime}
      </span>
      <span className="vaga-event__session-meta">
        {t('session.ticketTime', { from: session.ticketFrom, to: session.ticketTo })}
      </span>
      {seats && (
        <span className="vaga-event__session-meta">
          {session.remaining > 0
            ? t('session.seatsLeft', { remaining: session.remaining, quota: session.quota })
            : t('session.full')}
        </span>
      )}
    </>
  );
}

/** The sessions of an event as a list. */
export function SessionList({
  sessions,
  label,
  seats = true,
}: {
  sessions: readonly EventSession[];
  label: string;
  seats?: boolean;
}) {
  return (
    <ul className="vaga-event__sessions" aria-label={label}>
      {sessions.map((session) => (
        <li key={session.sessionId} className="vaga-event__session">
          <SessionFacts session={session} seats={seats} />
        </li>
      ))}
    </ul>
  );
}
