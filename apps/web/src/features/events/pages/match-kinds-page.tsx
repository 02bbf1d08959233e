import '../events.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { eventStatusName, eventTypeName, type EventCard as Event } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { eventListOf, eventListSource, type EventListStatus } from '../api/prefetch-event-pages.ts';
import { EventBanners } from '../ui/event-banners.tsx';
import { EventCard } from '../ui/event-card.tsx';

/** The tabs in the order of an event's life. */
const STATUSES = [1, 3, 2] as const;

/**
 * `/match-kinds?typeEventId=`: the events of a kind (all kinds without one), enrolling,
 * registration closed or finished in three tabs, under the banners of the enrolling events; a card opens the event.
 */
export function MatchKindsPage() {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const locale = currentLocale();
  const { kind, status } = eventListOf(params);
  const source = eventListSource(kind, status);
  // Three statuses are wider than a phone in Portuguese: the strip scrolls with its cue.
  const chips = useScrollCue<HTMLElement>(status);
  const choose = (next: EventListStatus) => {
    const query = new URLSearchParams(params);
    query.set('status', String(next));
    setParams(query, { replace: true });
  };
  const title = kind ? eventTypeName(kind, locale) : t('kinds.all');
  return (
    <div className="vaga-page vaga-event">
      <h2 className="vaga-section-title">{title}</h2>
      <EventBanners typeEventId={kind} />
      <nav ref={chips} className="vaga-chips" aria-label={t('kinds.status')}>
        {STATUSES.map((id) => (
          <button
            key={id}
            type="button"
            className="vaga-chip"
            aria-pressed={id === status}
            onClick={() => choose(id)}
          >
            {eventStatusName(id, locale)}
          </button>
        ))}
      </nav>
      <PagedList<Event>
        queryKey={source.queryKey}
        fetchPage={source.fetchPage}
        itemKey={(event) => event.eventId}
        renderItem={(event) => <EventCard event={event} />}
        label={`${title} · ${eventStatusName(status, locale)}`}
      />
    </div>
  );
}
