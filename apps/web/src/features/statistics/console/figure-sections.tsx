import { useMemo } from 'react';
import type { StaffStatistics } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { TFunction as Translate } from '@/shared/lib/translate/translator.ts';
import type { FigureTable } from '../lib/figure-table.ts';
import {
  notificationKindTable,
  notificationTable,
  languageTable,
  residentTable,
} from './activity-tables.ts';
import type { ChartKind } from './figure-chart.tsx';
import { FigureSection } from './figure-section.tsx';
import {
  decisionDaysTable,
  eventsTable,
  registrationsTable,
  waitingTable,
} from './registration-tables.ts';

/** A figure of the staff page: its section id (and CSV file name), chart, title and table. */
interface Figure {
  id: string;
  kind: ChartKind;
  title: string;
  table: (data: StaffStatistics, t: Translate) => FigureTable;
}

/**
 * The figures the staff page shows after the vacancies and matching, in order:
 * notifications sent, failed and skipped (over time; by channel and kind over the range);
 * residents' new resumes, published resumes and job alerts (over time; by language of use);
 * job-seeking and unemployment registrations received and decided (lines), the days a decision
 * took and those waiting by days waited (bars); each event and session with its registrations,
 * check-ins and show-up rate. Registrations and events have no sector: every sector counts.
 */
const FIGURES: readonly Figure[] = [
  { id: 'notifications', kind: 'line', title: 'sections.notifications', table: notificationTable },
  {
    id: 'notification-kinds',
    kind: 'bar',
    title: 'sections.notificationKinds',
    table: notificationKindTable,
  },
  { id: 'residents', kind: 'line', title: 'sections.residents', table: residentTable },
  {
    id: 'resident-languages',
    kind: 'bar',
    title: 'sections.residentLanguages',
    table: languageTable,
  },
  {
    id: 'registrations',
    kind: 'line',
    title: 'registrations.sections.received',
    table: registrationsTable,
  },
  {
    id: 'decision-days',
    kind: 'bar',
    title: 'registrations.sections.days',
    table: decisionDaysTable,
  },
  { id: 'waiting', kind: 'bar', title: 'registrations.sections.waiting', table: waitingTable },
  { id: 'events', kind: 'bar', title: 'events.title', table: eventsTable },
];

/** Those figures, each a chart with its table and CSV. */
export function FigureSections({
  data,
  file,
}: {
  data: StaffStatistics;
  file: (name: string) => string;
}) {
  const { t } = useTranslation('statistics-console');
  const tables = useMemo(() => FIGURES.map((figure) => figure.table(data, t)), [data, t]);
  return FIGURES.map((figure, i) => (
    <FigureSection
      key={figure.id}
      id={figure.id}
      kind={figure.kind}
      title={t(figure.title)}
      table={tables[i]}
      fileName={file(figure.id)}
    />
  ));
}
