import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobMatchHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every status the interview went through, oldest first: when, who, and why. */
export function StatusHistory({ history }: { history: readonly JobMatchHistoryEntry[] }) {
  const { t } = useTranslation('jobmatches');
  return (
    <section className="vaga-card" aria-labelledby="vaga-interview-history">
      <h2 id="vaga-interview-history" className="vaga-card__title">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="vaga-interview-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="vaga-interview-history__entry">
              <time className="vaga-interview-history__at">{formatDateTime(entry.at)}</time>
              <strong>{entry.statusDesc}</strong>
              <span>{t('history.by', { actor: t(`actors.${entry.actor}`) })}</span>
              {entry.reason ? <span>{t('history.reason', { reason: entry.reason })}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
