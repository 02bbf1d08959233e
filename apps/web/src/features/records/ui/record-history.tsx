import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobSeekHistoryEntry } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { HistoryCard } from '@/shared/ui/history-card.tsx';

/** Every step of the registration, oldest first: what happened, when, who, and in words why. */
export function RecordHistory({ history }: { history: readonly JobSeekHistoryEntry[] }) {
  const { t } = useTranslation('records');
  return (
    <HistoryCard
      title={t('history.title')}
      empty={t('history.empty')}
      items={history.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        at: formatDateTime(entry.at),
        what: entry.actionDesc,
        by: t('history.by', { actor: t(`actors.${entry.actor}`) }),
        note: entry.detail,
      }))}
    />
  );
}
