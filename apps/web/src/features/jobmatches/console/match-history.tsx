import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { historyNoteKind, type JobMatchHistoryEntry } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/**
 * Every status of a match, when, by whom and its note (spec §7: every action is recorded): why it
 * ended is a reason, what came with an invitation, arrangement or result a remark.
 */
export function MatchHistory({ entries }: { entries: JobMatchHistoryEntry[] }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const noteOf = (entry: JobMatchHistoryEntry) =>
    historyNoteKind(entry.status) === 'reason'
      ? t('common.reason', { reason: entry.reason })
      : t('match.remarkNote', { remark: entry.reason });
  return (
    <ConsoleHistory
      titleId="match-history"
      title={t('common.history')}
      entries={entries}
      step={(entry) => ({
        what: entry.statusDesc,
        by: t(`actors.${entry.actor}`),
        note: entry.reason ? noteOf(entry) : null,
      })}
    />
  );
}
