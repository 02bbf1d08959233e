import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every step of a posting: what was done, when, by whom (the account's name) and why. */
export function VacancyReviewHistory({ entries }: { entries: PostingHistoryEntry[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="vacancy-history">
      <h3 id="vacancy-history">{t('common.history')}</h3>
      <ol className="vaga-console-match__history">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">
              {t(`vacancyReview.actions.${entry.action}`)}
            </span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} · {entry.actorName ?? t(`actors.${entry.actorRole}`)}
            </span>
            {entry.reason ? (
              <span className="vaga-console-vacancy__text">
                {t('common.reason', { reason: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
