import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { historyNoteKind, type JobMatchHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/**
 * Every status of a match, when, by whom and its note (spec §7: every action is recorded): why it
 * ended is a reason, what came with an invitation, arrangement or result a remark.
 */
export function MatchHistory({ entries }: { entries: JobMatchHistoryEntry[] }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="match-history">
      <h3 id="match-history">{t('common.history')}</h3>
      <ol className="vaga-console-match__history">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="vaga-console-match__history-status">{entry.statusDesc}</span>
            <span className="vaga-console-match__muted">
              {formatDateTime(entry.at)} · {t(`actors.${entry.actor}`)}
            </span>
            {entry.reason ? (
              <span>
                {historyNoteKind(entry.status) === 'reason'
                  ? t('common.reason', { reason: entry.reason })
                  : t('match.remarkNote', { remark: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
