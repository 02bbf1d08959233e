import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobSeekHistoryEntry } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/** Every step of a registration: what was done, when, by whom, and its detail. */
export function JobSeekHistory({ entries }: { entries: JobSeekHistoryEntry[] }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  return (
    <ConsoleHistory
      titleId="jobseek-history"
      title={t('common.history')}
      entries={entries}
      step={(entry) => ({
        what: entry.actionDesc,
        by: t(`actors.${entry.actor}`),
        note: entry.detail,
      })}
    />
  );
}
