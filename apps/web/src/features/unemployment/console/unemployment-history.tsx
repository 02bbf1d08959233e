import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { UnemploymentHistoryEntry } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/** Every step of a registration: what was done, when, by whom (the staff member's name), and why. */
export function UnemploymentHistory({ entries }: { entries: UnemploymentHistoryEntry[] }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  return (
    <ConsoleHistory
      titleId="unemployment-history"
      title={t('common.history')}
      entries={entries}
      noteClassName="vaga-console-unemployment__text"
      step={(entry) => ({
        what: entry.actionDesc,
        by: entry.actorName ?? t(`actors.${entry.actor}`),
        note: entry.detail,
      })}
    />
  );
}
