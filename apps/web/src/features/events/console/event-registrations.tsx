import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventSession } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { LIST_PAGE_SIZE, useEventRegistrations } from '../api/event-bookings.ts';
import { EventPager } from '@/shared/ui/pager.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** Who registered for the event, their sessions and ticket number, and whether and when they checked in. */
export function EventRegistrations({
  eventId,
  sessions,
}: {
  eventId: string;
  sessions: EventSession[];
}) {
  const { t } = useTranslation(['events-console', 'console']);
  const [page, setPage] = useState(0);
  const list = useEventRegistrations(eventId, page);
  const sessionText = (id: number) => {
    const session = sessions.find((s) => s.sessionId === id);
    return session ? `${session.date} ${session.startTime}–${session.endTime}` : `#${id}`;
  };
  return (
    <section className="vaga-console-match__section" aria-labelledby="event-registrations">
      <h3 id="event-registrations">{t('events.registrations.title')}</h3>
      {list.isError || !list.data || list.data.content.length === 0 ? (
        <LoadState
          error={list.isError}
          errorText={t('events.registrations.loadFailed')}
          onRetry={() => void list.refetch()}
          empty={list.data !== undefined}
          emptyText={t('events.registrations.empty')}
        />
      ) : (
        <>
          <ul className="vaga-console-plain-list" aria-label={t('events.registrations.title')}>
            {list.data.content.map((row) => (
              <li key={row.registerId}>
                <span>
                  {row.seekerName} · {row.ticketNo}
                </span>{' '}
                <span className="vaga-console-match__muted">
                  {row.sessionIds.map(sessionText).join(', ')} · {formatDateTime(row.registeredAt)}{' '}
                  ·{' '}
                  {row.checkedInAt
                    ? t('events.registrations.checkedIn', {
                        at: formatDateTime(row.checkedInAt),
                        place: row.place ?? '',
                      })
                    : t('events.registrations.notCheckedIn')}
                </span>
              </li>
            ))}
          </ul>
          <EventPager
            page={page}
            total={list.data.totalElements}
            size={LIST_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
