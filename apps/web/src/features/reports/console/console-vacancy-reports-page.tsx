import '@/shared/ui/console-pages.css';
import '@/shared/ui/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import type { ReportedJobOffer } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReports } from '../api/vacancy-reports.ts';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { ConsoleRow } from '@/shared/ui/console-rows.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
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

/** The queue's table at desktop width: the oldest report first, sortable by it. */
function useColumns(): ColumnsType<ReportedJobOffer> {
  const { t } = useTranslation(['reports-console', 'console', 'console-home']);
  return [
    {
      key: 'vacancy',
      title: t('console-home:columns.vacancy'),
      render: (_, item) => <Link to={vacancyReportPath(item.jobOfferId)}>{item.title}</Link>,
    },
    {
      key: 'state',
      title: t('console-home:columns.status'),
      render: (_, item) => <ReportedTags item={item} />,
    },
    { key: 'employer', title: t('console-home:columns.employer'), dataIndex: 'employerName' },
    {
      key: 'reports',
      title: t('console-home:columns.reports'),
      render: (_, item) =>
        t('vacancyReports.counts', { count: item.reportCount, accounts: item.accountCount }),
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

/**
 * The staff's reported vacancies: those with open reports (the oldest open report first), with
 * how many reports and accounts, whether the vacancy is hidden, and the reasons; a tab for the
 * closed ones. Each leads to the vacancy's reports.
 */
export function ConsoleVacancyReportsPage() {
  const { t } = useTranslation(['reports-console', 'console']);
  const queue = useQueueParams(TABS.map((_, index) => index));
  const { state, page, size } = queue;
  const list = useVacancyReports({ state: TABS[state] ?? 'OPEN', page, size });
  return (
    <StateQueue
      className="vaga-console-vacancy"
      title={t('vacancyReports.title')}
      tabsLabel={t('vacancyReports.states')}
      tabs={TABS.map((name, index) => ({ state: index, label: t(`vacancyReports.tabs.${name}`) }))}
      queue={queue}
      list={list}
      texts={{
        loadFailed: t('vacancyReports.loadListFailed'),
        empty: t(state === 0 ? 'vacancyReports.empty' : 'vacancyReports.emptyClosed'),
        count: (count) => t('vacancyReports.count', { count }),
      }}
      renderItem={(item) => (
        <ConsoleRow
          key={item.jobOfferId}
          to={vacancyReportPath(item.jobOfferId)}
          title={item.title}
          tag={<ReportedTags item={item} />}
        >
          <span>{item.employerName}</span>
          <span>
            {t('vacancyReports.counts', { count: item.reportCount, accounts: item.accountCount })}
          </span>
          <VacancyReportReasons reasons={item.reasons} />
          <span className="vaga-console-match__muted">
            {t('vacancyReports.period', {
              first: formatDateTime(item.firstReportedAt),
              last: formatDateTime(item.lastReportedAt),
            })}
          </span>
        </ConsoleRow>
      )}
      columns={useColumns()}
      rowKey={(item) => item.jobOfferId}
    />
  );
}
