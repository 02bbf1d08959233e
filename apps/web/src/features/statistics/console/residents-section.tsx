import { useMemo } from 'react';
import type { StaffStatistics } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { languageTable, residentTable } from './activity-tables.ts';
import { FigureSection } from './figure-section.tsx';

/**
 * Residents: new resumes, published resumes and new job alerts over time, and over the range by
 * language of use. Every chart has its table and CSV.
 */
export function ResidentSections({
  data,
  file,
}: {
  data: StaffStatistics;
  file: (name: string) => string;
}) {
  const { t } = useTranslation('statistics-console');
  const tables = useMemo(
    () => ({ periods: residentTable(data, t), languages: languageTable(data, t) }),
    [data, t],
  );
  return (
    <>
      <FigureSection
        id="residents"
        kind="line"
        title={t('sections.residents')}
        table={tables.periods}
        fileName={file('residents')}
      />
      <FigureSection
        id="resident-languages"
        kind="bar"
        title={t('sections.residentLanguages')}
        table={tables.languages}
        fileName={file('resident-languages')}
      />
    </>
  );
}
