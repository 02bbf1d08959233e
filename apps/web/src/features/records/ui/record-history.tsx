import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobSeekHistoryEntry } from '@vaga/contract';
import { HistoryCard } from '@/shared/ui/history-card.tsx';

/** Every step of the registration, oldest first: what happened, when, who, and in words why. */
export function RecordHistory({ history }: { history: readonly JobSeekHistoryEntry[] }) {
  const { t } = useTranslation('records');
  return (
    <HistoryCard
      t={t}
      steps={history.map((entry) => ({ ...entry, what: entry.actionDesc, note: entry.detail }))}
    />
  );
}
