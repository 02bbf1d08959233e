import { useMemo } from 'react';
import type { StaffStatistics } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { FigureSection } from './figure-section.tsx';
import { decisionDaysTable, registrationsTable, waitingTable } from './registration-tables.ts';

/**
 * The registrations in figures: job-seeking and unemployment registrations received, approved
 * and refused by period (lines), the days a decision took (bars, the whole range last), and
 * those waiting for a decision by days waited (bars). Every sector counts: they have none.
 */
export function RegistrationFigures({
  data,
  file,
}: {
  data: StaffStatistics;
  file: (name: string) => string;
}) {
  const { t } = useTranslation('statistics-console');
  const tables = useMemo(
    () => ({
      registrations: registrationsTable(data, t),
      days: decisionDaysTable(data, t),
      waiting: waitingTable(data, t),
    }),
    [data, t],
  );
  return (
    <>
      <FigureSection
        id="registrations"
        kind="line"
        title={t('registrations.sections.received')}
        table={tables.registrations}
        fileName={file('registrations')}
      />
      <FigureSection
        id="decision-days"
        kind="bar"
        title={t('registrations.sections.days')}
        table={tables.days}
        fileName={file('decision-days')}
      />
      <FigureSection
        id="waiting"
        kind="bar"
        title={t('registrations.sections.waiting')}
        table={tables.waiting}
        fileName={file('waiting')}
      />
    </>
  );
}
