import '@/shared/console/console-pages.css';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import type { ConsoleAccessLogRow } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { pageOf } from '@/shared/lib/page-param.ts';
import { useDesktop } from '@/shared/lib/use-desktop.ts';
import { ConsoleListBody } from '@/shared/console/console-list-body.tsx';
import { ConsoleRow } from '@/shared/console/console-rows.tsx';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import { Fact } from '@/shared/console/fact.tsx';
import { QUEUE_PAGE_SIZE } from '@/shared/console/state-queue.tsx';
import { useConsoleAccessLog, type AccessLogFilters } from '../api/console-access-log.ts';
import { AccessLogFilterForm } from './access-log-filters.tsx';

const FILTERS = ['seeker', 'viewer', 'from', 'to'] as const;

/** The filters and the page, kept in the URL so a search can be shared and reloaded. */
function useAccessLogParams() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as AccessLogFilters;
  const page = pageOf(params.get('page'));
  const show = (next: AccessLogFilters, nextPage: number) => {
    const search = new URLSearchParams();
    for (const name of FILTERS) if (next[name]) search.set(name, next[name]);
    if (nextPage > 0) search.set('page', String(nextPage));
    setParams(search);
  };
  return { filters, page, show };
}

/** Who read: the employment service's staff member, or the employer's user. */
function useWho() {
  const { t } = useTranslation('mydata');
  return (row: ConsoleAccessLogRow) =>
    row.viewerKind === 'employer' ? row.viewerName : `${t('log.service')}: ${row.viewerName}`;
}

function useColumns(): ColumnsType<ConsoleAccessLogRow> {
  const { t } = useTranslation('mydata');
  const who = useWho();
  return [
    { key: 'seeker', title: t('log.columns.seeker'), dataIndex: 'seekerName' },
    { key: 'viewer', title: t('log.columns.viewer'), render: (_, row) => who(row) },
    {
      key: 'employer',
      title: t('log.columns.employer'),
      render: (_, row) => row.employerName ?? t('log.noEmployer'),
    },
    { key: 'at', title: t('log.columns.at'), render: (_, row) => formatDateTime(row.viewedAt) },
    { key: 'address', title: t('log.columns.address'), dataIndex: 'clientAddress' },
    {
      key: 'read',
      title: t('log.columns.read'),
      render: (_, row) => t(`accessLog.records.${row.recordKind}`),
    },
  ];
}

/** A read as a card below desktop width: each fact labelled, no ids. */
function ReadCard({ row }: { row: ConsoleAccessLogRow }) {
  const { t } = useTranslation('mydata');
  const who = useWho();
  return (
    <ConsoleRow title={row.seekerName}>
      <dl className="vaga-console-match__facts">
        <Fact label={t('log.columns.viewer')}>{who(row)}</Fact>
        {row.employerName !== null ? (
          <Fact label={t('log.columns.employer')}>{row.employerName}</Fact>
        ) : null}
        <Fact label={t('log.columns.at')}>{formatDateTime(row.viewedAt)}</Fact>
        <Fact label={t('log.columns.address')}>{row.clientAddress}</Fact>
        <Fact label={t('log.columns.read')}>{t(`accessLog.records.${row.recordKind}`)}</Fact>
      </dl>
    </ConsoleRow>
  );
}

/**
 * Staff: the data-access log of every seeker, newest first, paged, filtered by seeker, reader
 * and days (Macao time); a table at desktop width, cards below it.
 */
export function StaffAccessLogPage() {
  const { t } = useTranslation('mydata');
  const { filters, page, show } = useAccessLogParams();
  const list = useConsoleAccessLog({ ...filters, page, size: QUEUE_PAGE_SIZE });
  const desktop = useDesktop();
  const columns = useColumns();
  const title = t('log.title');
  return (
    <div className="vaga-console-matches">
      <h2 className="vaga-console-home__title">{title}</h2>
      <p>{t('log.intro')}</p>
      <AccessLogFilterForm
        key={FILTERS.map((name) => filters[name]).join('\n')}
        value={filters}
        onSearch={(next) => show(next, 0)}
      />
      <ConsoleListBody
        list={list}
        texts={{
          loadFailed: t('log.loadFailed'),
          empty: t('log.empty'),
          count: (count) => t('log.count', { count }),
        }}
        paging={{ page, size: QUEUE_PAGE_SIZE, onPage: (next) => show(filters, next) }}
      >
        {(rows) =>
          desktop ? (
            <ConsoleTable<ConsoleAccessLogRow>
              aria-label={title}
              rowKey={(row) =>
                `${row.viewedAt}|${row.seekerName}|${row.viewerName}|${row.recordKind}`
              }
              columns={columns}
              dataSource={rows}
            />
          ) : (
            <ul className="vaga-console-matches__list" aria-label={title}>
              {rows.map((row, i) => (
                <ReadCard key={`${page}-${i}`} row={row} />
              ))}
            </ul>
          )
        }
      </ConsoleListBody>
    </div>
  );
}
