import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobSeekHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every step of a registration: what was done, when, by whom, and its detail. */
export function JobSeekHistory({ entries }: { entries: JobSeekHistoryEntry[] }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="jobseek-history">
      <h3 id="jobseek-history">{t('common.history')}</h3>
      <ol className="vaga-console-match__history">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">{entry.actionDesc}</span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} · {t(`actors.${entry.actor}`)}
            </span>
            {entry.detail ? <span>{entry.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
