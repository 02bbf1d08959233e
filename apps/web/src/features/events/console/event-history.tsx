import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleEventDetail } from '@vaga/contract';
import { ConsoleHistory } from '@/shared/console/console-rows.tsx';

/** Every staff action on the event: what was done, when, by whom, and its detail. */
export function EventHistory({ entries }: { entries: ConsoleEventDetail['history'] }) {
  const { t } = useTranslation(['events-console', 'console']);
  return (
    <ConsoleHistory
      titleId="event-history"
      title={t('common.history')}
      entries={entries}
      step={(entry) => ({ what: entry.actionDesc, by: entry.actorName, note: entry.detail })}
    />
  );
}
