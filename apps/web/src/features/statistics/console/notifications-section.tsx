import { useMemo } from 'react';
import type { StaffStatistics } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { notificationKindTable, notificationTable } from './activity-tables.ts';
import { FigureSection } from './figure-section.tsx';

/**
 * Notifications sent, failed and skipped outside the app: over time, and over the range by
 * channel and kind. Every chart has its table and CSV.
 */
export function NotificationSections({
  data,
  file,
}: {
  data: StaffStatistics;
  file: (name: string) => string;
}) {
  const { t } = useTranslation('statistics-console');
  const tables = useMemo(
    () => ({ periods: notificationTable(data, t), kinds: notificationKindTable(data, t) }),
    [data, t],
  );
  return (
    <>
      <FigureSection
        id="notifications"
        kind="line"
        title={t('sections.notifications')}
        table={tables.periods}
        fileName={file('notifications')}
      />
      <FigureSection
        id="notification-kinds"
        kind="bar"
        title={t('sections.notificationKinds')}
        table={tables.kinds}
        fileName={file('notification-kinds')}
      />
    </>
  );
}
