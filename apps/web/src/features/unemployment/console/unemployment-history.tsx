import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { UnemploymentHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Every step of a registration: what was done, when, by whom (the staff member's name), and why. */
export function UnemploymentHistory({ entries }: { entries: UnemploymentHistoryEntry[] }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="unemployment-history">
      <h3 id="unemployment-history">{t('common.history')}</h3>
      <ol className="vaga-console-match__history">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">{entry.actionDesc}</span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} · {entry.actorName ?? t(`actors.${entry.actor}`)}
            </span>
            {entry.detail ? (
              <span className="vaga-console-unemployment__text">{entry.detail}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
