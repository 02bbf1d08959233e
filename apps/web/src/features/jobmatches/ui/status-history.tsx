import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { historyNoteKind, type JobMatchHistoryEntry } from '@vaga/contract';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { HistoryCard } from '@/shared/ui/history-card.tsx';

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
    <HistoryCard
      t={t}
      steps={history.map((entry) => ({
        ...entry,
        what: entry.statusDesc,
        note: entry.reason ? historyNote(entry, t) : null,
      }))}
    />
  );
}
