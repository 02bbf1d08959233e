import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingHistoryEntry } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/** Every step of a posting: what was done, when, by whom (the account's name) and why. */
export function VacancyReviewHistory({ entries }: { entries: PostingHistoryEntry[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <ConsoleHistory
      titleId="vacancy-history"
      title={t('common.history')}
      entries={entries}
      noteClassName="vaga-console-vacancy__text"
      step={(entry) => ({
        what: t(`vacancyReview.actions.${entry.action}`),
        by: entry.actorName ?? t(`actors.${entry.actorRole}`),
        note: entry.reason ? t('common.reason', { reason: entry.reason }) : null,
      })}
    />
  );
}
