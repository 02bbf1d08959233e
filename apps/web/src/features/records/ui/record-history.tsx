import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobSeekHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every step of the registration, oldest first: what happened, when, who, and in words why. */
export function RecordHistory({ history }: { history: readonly JobSeekHistoryEntry[] }) {
  const { t } = useTranslation('records');
  return (
    <section className="vaga-card" aria-labelledby="vaga-record-history">
      <h2 id="vaga-record-history" className="vaga-card__title">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="vaga-record-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="vaga-record-history__entry">
              <time className="vaga-record-history__at">{formatDateTime(entry.at)}</time>
              <strong>{entry.actionDesc}</strong>
              <span>{t('history.by', { actor: t(`actors.${entry.actor}`) })}</span>
              {entry.detail ? <span>{entry.detail}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
