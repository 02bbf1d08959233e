import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleEventDetail } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every staff action on the event: what was done, when, by whom, and its detail. */
export function EventHistory({ entries }: { entries: ConsoleEventDetail['history'] }) {
  const { t } = useTranslation(['events-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="event-history">
      <h3 id="event-history">{t('common.history')}</h3>
      <ol className="vaga-console-match__history" aria-label={t('common.history')}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">{entry.actionDesc}</span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} · {entry.actorName}
            </span>
            {entry.detail ? <span>{entry.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
