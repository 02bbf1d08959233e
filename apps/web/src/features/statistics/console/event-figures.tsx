import { useMemo } from 'react';
import type { StaffStatistics } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { FigureSection } from './figure-section.tsx';
import { eventsTable } from './registration-tables.ts';

/**
 * The events of the range in figures: each event and each of its sessions, its registrations,
 * check-ins and show-up rate (bars), with the table and its CSV.
 */
export function EventFigures({
  data,
  file,
}: {
  data: StaffStatistics;
  file: (name: string) => string;
}) {
  const { t } = useTranslation('statistics-console');
  const table = useMemo(() => eventsTable(data, t), [data, t]);
  return (
    <FigureSection
      id="events"
      kind="bar"
      title={t('events.title')}
      table={table}
      fileName={file('events')}
    />
  );
}
