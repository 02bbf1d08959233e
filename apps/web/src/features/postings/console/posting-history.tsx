import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingHistoryEntry } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/** Every action on the vacancy: what was done, by whom, when, and why. */
export function PostingHistory({ entries }: { entries: readonly PostingHistoryEntry[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <ConsoleHistory
      titleId="posting-history"
      title={t('postings.history')}
      entries={entries}
      noteClassName="vaga-posting__values"
      step={(entry) => ({
        what: t(`postings.actions.${entry.action}`),
        by: entry.actorName ?? t(`postings.actors.${entry.actorRole}`),
        note: entry.reason,
      })}
    />
  );
}
