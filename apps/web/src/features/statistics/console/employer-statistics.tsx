import './statistics.css';
import Card from 'antd-mobile/es/components/card';
import { useMemo, useState } from 'react';
import type { EmployerStatistics as Figures, EmployerVacancyFigures } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import { formatDate, formatThousands } from '@/shared/lib/format.ts';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { useEmployerStatistics } from '../api/statistics.ts';
import type { FigureTable } from '../lib/figure-table.ts';
import { FigureSection } from './figure-section.tsx';

const COUNTS = ['requested', 'invited', 'replied', 'hired'] as const;

/** A vacancy's views on each Macao day of the answer's days, oldest first. */
export function dailyViewsTable(
  data: Figures,
  vacancy: EmployerVacancyFigures,
  head: [string, string],
): FigureTable {
  return {
    head,
    rows: data.viewDays.map((day, i) => [day, vacancy.dailyViews[i] ?? 0]),
  };
}

/**
 * The views of one vacancy's page by Macao day over the last 30 days: a line, its table and
 * their CSV; the vacancy is chosen from the employer's list (the newest first).
 */
function DailyViews({ data }: { data: Figures }) {
  const { t } = useTranslation('statistics-console');
  const [chosen, setChosen] = useState(data.vacancies[0].jobOfferId);
  const vacancy = data.vacancies.find((v) => v.jobOfferId === chosen) ?? data.vacancies[0];
  const table = useMemo(
    () => dailyViewsTable(data, vacancy, [t('employer.day'), t('employer.views')]),
    [data, vacancy, t],
  );
  const first = data.viewDays[0];
  const last = data.viewDays[data.viewDays.length - 1];
  return (
    <div className="vaga-statistics">
      <label className="vaga-statistics__field">
        <span>{t('employer.vacancy')}</span>
        <select value={vacancy.jobOfferId} onChange={(e) => setChosen(Number(e.target.value))}>
          {data.vacancies.map((v) => (
            <option key={v.jobOfferId} value={v.jobOfferId}>
              {v.title}
            </option>
          ))}
        </select>
      </label>
      <FigureSection
        id="views"
        kind="line"
        title={t('employer.dailyViews', { count: data.viewDays.length })}
        table={table}
        fileName={`views-${vacancy.jobOfferId}-${first}-${last}.csv`}
      />
    </div>
  );
}

/**
 * The employer's own vacancies in figures, on its home: per vacancy, how many times its page was
 * read, how many requested an interview, were invited, replied and were hired, and how fast it
 * answered requests; then one vacancy's views by day.
 */
export function EmployerStatistics() {
  const { t } = useTranslation('statistics-console');
  const figures = useEmployerStatistics();
  // On a phone the table scrolls sideways inside its region, its hidden edge faded.
  const strip = useScrollCue<HTMLDivElement>(figures.data);
  const count = (value: number | null) =>
    value === null ? t('fewerThan', { count: 5 }) : formatThousands(value);
  const columns = [
    { title: t('employer.vacancy'), dataIndex: 'title', key: 'title' },
    {
      title: t('employer.publishedAt'),
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      render: (at: string) => formatDate(at),
    },
    {
      title: t('employer.views'),
      dataIndex: 'views',
      key: 'views',
      align: 'right' as const,
      render: (views: number) => formatThousands(views),
    },
    ...COUNTS.map((key) => ({
      title: t(`employer.${key}`),
      dataIndex: key,
      key,
      align: 'right' as const,
      render: count,
    })),
    {
      title: t('employer.answerHours'),
      dataIndex: 'answerHours',
      key: 'answerHours',
      align: 'right' as const,
      render: (hours: number | null) =>
        hours === null ? t('employer.none') : t('employer.hours', { count: hours }),
    },
  ];
  return (
    <Card title={t('employer.title')}>
      <p className="vaga-console-match__muted">{t('employer.intro')}</p>
      {figures.isError || !figures.data || figures.data.vacancies.length === 0 ? (
        <LoadState
          error={figures.isError}
          errorText={t('employer.loadFailed')}
          onRetry={() => void figures.refetch()}
          empty={figures.data !== undefined}
          emptyText={t('employer.empty')}
        />
      ) : (
        <div
          ref={strip}
          className="vaga-statistics__table"
          role="region"
          aria-label={t('employer.title')}
          tabIndex={0}
        >
          <ConsoleTable<EmployerVacancyFigures>
            columns={columns}
            dataSource={figures.data.vacancies}
            rowKey="jobOfferId"
          />
        </div>
      )}
      {figures.data && figures.data.vacancies.length > 0 && <DailyViews data={figures.data} />}
    </Card>
  );
}
