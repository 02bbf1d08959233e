import '@/shared/console/console-pages.css';
import './statistics.css';
import { useMemo, useState } from 'react';
import {
  COMPANY_TYPES,
  STATISTICS_GROUPINGS,
  STATISTICS_MAX_DAYS,
  statisticsRangeDays,
  type StatisticsGrouping,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { useStaffStatistics } from '../api/statistics.ts';
import {
  PERIOD_CHOICES,
  rangeOf,
  type PeriodChoice,
  type StatisticsRange,
} from '../lib/periods.ts';
import { FigureSection } from './figure-section.tsx';
import { FigureSections } from './figure-sections.tsx';
import {
  funnelTable,
  matchingTable,
  sectorTable,
  vacancyTable,
} from './staff-statistics-tables.ts';

/** A labelled control of the page's filters. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="vaga-statistics__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * The staff statistics: for a period (this month, last month, the last twelve months or a chosen
 * range), by month or week, for every sector or one: vacancies over time, the matching funnel
 * with its rates, each step by period, and vacancies by sector. Every chart has its table and CSV.
 */
export function StaffStatisticsPage() {
  const { t } = useTranslation(['statistics-console', 'console']);
  const [choice, setChoice] = useState<PeriodChoice>('lastYear');
  const [by, setBy] = useState<StatisticsGrouping>('month');
  const [sector, setSector] = useState<number | undefined>(undefined);
  const [employerType, setEmployerType] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState<StatisticsRange>(() =>
    rangeOf('lastMonth', { from: '', to: '' }),
  );
  const range = rangeOf(choice, typed);
  const query = {
    ...range,
    by,
    ...(sector === undefined ? {} : { sector }),
    ...(employerType === undefined ? {} : { employerType }),
  };
  const rangeOk =
    range.from <= range.to && statisticsRangeDays(range.from, range.to) <= STATISTICS_MAX_DAYS;
  const figures = useStaffStatistics(query, rangeOk);
  const data = figures.data;
  const tables = useMemo(
    () =>
      data && {
        vacancies: vacancyTable(data, t),
        funnel: funnelTable(data, t),
        matching: matchingTable(data, t),
        sectors: sectorTable(data, t),
      },
    [data, t],
  );
  const file = (name: string) => `${name}-${data?.from ?? range.from}-${data?.to ?? range.to}.csv`;

  return (
    <div className="vaga-statistics">
      <h2 className="vaga-console-home__title">{t('title')}</h2>
      <form className="vaga-statistics__filters" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('filters.period')}>
          <select value={choice} onChange={(e) => setChoice(e.target.value as PeriodChoice)}>
            {PERIOD_CHOICES.map((c) => (
              <option key={c} value={c}>
                {t(`periods.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        {choice === 'range' && (
          <>
            <Field label={t('filters.from')}>
              <input
                type="date"
                value={typed.from}
                onChange={(e) => e.target.value && setTyped({ ...typed, from: e.target.value })}
              />
            </Field>
            <Field label={t('filters.to')}>
              <input
                type="date"
                value={typed.to}
                onChange={(e) => e.target.value && setTyped({ ...typed, to: e.target.value })}
              />
            </Field>
          </>
        )}
        <Field label={t('filters.by')}>
          <select value={by} onChange={(e) => setBy(e.target.value as StatisticsGrouping)}>
            {STATISTICS_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`groupings.${g}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.sector')}>
          <select
            value={sector ?? ''}
            aria-describedby="statistics-scope-hint"
            onChange={(e) => setSector(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{t('filters.allSectors')}</option>
            {data?.sectors.map((s) => (
              <option key={s.sector} value={s.sector}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.employerType')}>
          <select
            value={employerType ?? ''}
            aria-describedby="statistics-scope-hint"
            onChange={(e) => setEmployerType(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{t('filters.allEmployerTypes')}</option>
            {Object.entries(COMPANY_TYPES).map(([name, value]) => (
              <option key={value} value={value}>
                {t(`employerTypes.${name}`)}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <p className="vaga-console-match__muted" id="statistics-scope-hint">
        {t('filters.scopeHint')}
      </p>
      <p className="vaga-console-match__muted">{t('privacy', { count: 5 })}</p>
      {rangeOk ? null : (
        <p role="alert" className="vaga-statistics__range-error">
          {t('rangeInvalid', { count: STATISTICS_MAX_DAYS })}
        </p>
      )}
      {figures.isError || !tables ? (
        <LoadState
          error={figures.isError}
          errorText={t('loadFailed')}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <div aria-busy={figures.isFetching} className="vaga-statistics__sections">
          <FigureSection
            id="vacancies"
            kind="line"
            title={t('sections.vacancies')}
            table={tables.vacancies}
            fileName={file('vacancies')}
          />
          <FigureSection
            id="funnel"
            kind="funnel"
            title={t('sections.funnel')}
            table={tables.funnel}
            fileName={file('funnel')}
          />
          <FigureSection
            id="matching"
            kind="line"
            title={t('sections.matching')}
            table={tables.matching}
            fileName={file('matching')}
          />
          <FigureSection
            id="sectors"
            kind="bar"
            title={t('sections.sectors')}
            table={tables.sectors}
            fileName={file('sectors')}
          />
          {data && <FigureSections data={data} file={file} />}
        </div>
      )}
    </div>
  );
}
