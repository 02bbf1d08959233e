import './statistics.css';
import Card from 'antd-mobile/es/components/card';
import type { EmployerVacancyFigures } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import { formatDate, formatThousands } from '@/shared/lib/format.ts';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { useEmployerStatistics } from '../api/statistics.ts';

const COUNTS = ['requested', 'invited', 'replied', 'hired'] as const;

/**
 * The employer's own vacancies in figures, on its home: per vacancy, how many times its page was
 * read, how many requested an interview, were invited, replied and were hired, and how fast it
 * answered requests.
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
    </Card>
  );
}
