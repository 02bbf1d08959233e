import '@/shared/console/console-pages.css';
import '@/shared/console/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ColumnsType } from 'antd/es/table';
import type { ReportedJobOffer } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReports } from '../api/vacancy-reports.ts';
import {
  queueTexts,
  StateQueue,
  stateLead,
  useQueueParams,
  type QueueRow,
} from '@/shared/console/state-queue.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { reportCounts } from './report-counts.ts';
import { VacancyReportReasons } from './vacancy-report-reasons.tsx';
import { vacancyReportPath } from '@/shared/paths.ts';

/** The queue's tabs: open reports (waiting for staff), then closed ones; `?state=1` in the URL. */
const TABS = ['OPEN', 'CLOSED'] as const;

function ReportedTags({ item }: { item: ReportedJobOffer }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <span className="vaga-console-vacancy__tags">
      {item.hidden ? <StatusTag tone="danger">{t('vacancyReports.hidden')}</StatusTag> : null}
      {item.outcome ? (
        <StatusTag tone="neutral">{t(`vacancyReports.outcomes.${item.outcome}`)}</StatusTag>
      ) : null}
    </span>
  );
}

/** What a reported vacancy's card says under its title. */
function ReportedFacts({ item }: { item: ReportedJobOffer }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <>
      <span>{item.employerName}</span>
      <span>{reportCounts(t, item)}</span>
      <VacancyReportReasons reasons={item.reasons} />
      <span className="vaga-console-match__muted">
        {t('vacancyReports.period', {
          first: formatDateTime(item.firstReportedAt),
          last: formatDateTime(item.lastReportedAt),
        })}
      </span>
    </>
  );
}

/** The queue's table at desktop width after the vacancy and its state: the oldest report first. */
function useColumns(): ColumnsType<ReportedJobOffer> {
  const { t } = useTranslation(['reports-console', 'console', 'console-home']);
  return [
    { key: 'employer', title: t('console-home:columns.employer'), dataIndex: 'employerName' },
    {
      key: 'reports',
      title: t('console-home:columns.reports'),
      render: (_, item) => reportCounts(t, item),
      sorter: (a, b) => a.reportCount - b.reportCount,
    },
    {
      key: 'reasons',
      title: t('console-home:columns.reasons'),
      render: (_, item) => <VacancyReportReasons reasons={item.reasons} />,
    },
    {
      key: 'age',
      title: t('console-home:columns.reported'),
      render: (_, item) =>
        t('vacancyReports.period', {
          first: formatDateTime(item.firstReportedAt),
          last: formatDateTime(item.lastReportedAt),
        }),
      sorter: (a, b) => a.firstReportedAt.localeCompare(b.firstReportedAt),
    },
  ];
}

/** A reported vacancy in the queue: its title, leading to its reports, and its state. */
const rowOf = (item: ReportedJobOffer): QueueRow => ({
  key: item.jobOfferId,
  to: vacancyReportPath(item.jobOfferId),
  title: item.title,
  tag: <ReportedTags item={item} />,
  facts: <ReportedFacts item={item} />,
});

/**
 * The staff's reported vacancies: those with open reports (the oldest open report first), with
 * how many reports and accounts, whether the vacancy is hidden, and the reasons; a tab for the
 * closed ones. Each leads to the vacancy's reports.
 */
export function ConsoleVacancyReportsPage() {
  const { t } = useTranslation(['reports-console', 'console', 'console-home']);
  const queue = useQueueParams(
    TABS.map((name, index) => ({ state: index, label: t(`vacancyReports.tabs.${name}`) })),
  );
  const { state, page, size } = queue;
  const list = useVacancyReports({ state: TABS[state] ?? 'OPEN', page, size });
  return (
    <StateQueue
      className="vaga-console-vacancy"
      texts={{
        ...queueTexts(t, 'vacancyReports'),
        empty: t(state === 0 ? 'vacancyReports.empty' : 'vacancyReports.emptyClosed'),
      }}
      queue={queue}
      list={list}
      row={rowOf}
      lead={stateLead(t, 'vacancy', 'status')}
      columns={useColumns()}
    />
  );
}
