import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every action on the vacancy: what was done, by whom, when, and why. */
export function PostingHistory({ entries }: { entries: readonly PostingHistoryEntry[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="posting-history">
      <h3 id="posting-history">{t('postings.history')}</h3>
      <ol className="vaga-console-match__history" aria-label={t('postings.history')}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">
              {t(`postings.actions.${entry.action}`)}
            </span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} ·{' '}
              {entry.actorName ?? t(`postings.actors.${entry.actorRole}`)}
            </span>
            {entry.reason ? <span className="vaga-posting__values">{entry.reason}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
