import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { historyNoteKind, type JobMatchHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import type { TFunction } from '@/shared/lib/translate/translator.ts';

/** The note of an entry, labelled for what it is: a reason (why it ended) or a remark. */
function historyNote(entry: JobMatchHistoryEntry, t: TFunction): string {
  return historyNoteKind(entry.status) === 'reason'
    ? t('history.reason', { reason: entry.reason })
    : t('history.remark', { remark: entry.reason });
}

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
              {entry.reason ? <span>{historyNote(entry, t)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
