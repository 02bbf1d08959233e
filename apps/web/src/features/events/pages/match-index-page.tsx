import '../events.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSession } from '@/shared/lib/session.ts';
import { usePageTitle } from '@/shared/lib/page-title.ts';
import { useEvent } from '../api/get-event.ts';
import { useSessionStock } from '../api/get-session-stock.ts';
import { useStatistics } from '../api/get-statistics.ts';
import { ArriveEarly } from '../ui/arrive-early.tsx';
import { EventActions } from '../ui/event-actions.tsx';
import { EventFacts } from '../ui/event-facts.tsx';
import { EventNotFound, LoadState } from '../ui/load-state.tsx';
import { SessionList } from '../ui/session-list.tsx';
import { Standing } from '../ui/standing.tsx';
import { idOf } from '../lib/query-ids.ts';
import { withStock } from '../lib/session-choice.ts';

/**
 * `/match-index?eventId=`: the event — venue, dates, description, the sessions with the seats
 * left now and their ticket collection times, the notice to arrive early — with my standing and
 * what I can do there.
 */
export function MatchIndexPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const { isLoggedIn } = useSession();
  const event = useEvent(eventId, true);
  const stock = useSessionStock(eventId);
  const statistics = useStatistics(eventId, isLoggedIn);
  // The document is titled after the event, as the server-rendered page is.
  usePageTitle(event.data?.eventName ?? null);
  if (eventId === null) return <EventNotFound />;
  if (!event.data) return <LoadState error={event.error} onRetry={() => void event.refetch()} />;
  const detail = event.data;
  return (
    <div className="vaga-page vaga-event">
      <h2 className="vaga-section-title">{detail.eventName}</h2>
      <p>
        <span className={detail.typeEventStatus === 1 ? 'vaga-tag' : 'vaga-tag vaga-tag--muted'}>
          {detail.statusDesc}
        </span>
      </p>
      <EventFacts event={detail} />
      <p className="vaga-event__description">{detail.description}</p>
      <ArriveEarly minutes={detail.arriveEarlyMinutes} />
      <section aria-labelledby="vaga-event-sessions">
        <h3 id="vaga-event-sessions" className="vaga-event__subtitle">
          {t('sessions.title')}
        </h3>
        <SessionList
          sessions={withStock(detail.sessions, stock.data)}
          label={t('sessions.title')}
        />
      </section>
      {statistics.data && <Standing standing={statistics.data} />}
      <p className="vaga-event__hint">
        {t('index.maxBookings', { count: detail.maxApplyPerSeeker })}
      </p>
      <EventActions event={detail} standing={statistics.data ?? null} />
    </div>
  );
}
