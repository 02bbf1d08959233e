import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { historyNoteKind, type JobMatchHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { ConsoleHistory } from '@/shared/ui/console-rows.tsx';

/**
 * Every status of a match, when, by whom and its note (spec §7: every action is recorded): why it
 * ended is a reason, what came with an invitation, arrangement or result a remark.
 */
export function MatchHistory({ entries }: { entries: JobMatchHistoryEntry[] }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  return (
    <ConsoleHistory
      titleId="match-history"
      title={t('common.history')}
      rows={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        what: entry.statusDesc,
        when: `${formatDateTime(entry.at)} · ${t(`actors.${entry.actor}`)}`,
        note: entry.reason
          ? historyNoteKind(entry.status) === 'reason'
            ? t('common.reason', { reason: entry.reason })
            : t('match.remarkNote', { remark: entry.reason })
          : null,
      }))}
    />
  );
}
