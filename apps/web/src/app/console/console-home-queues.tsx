import './console-home.css';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { EmployerHome, QueueSummary, StaffHome, StaffQueue } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { formatThousands } from '@/shared/lib/format.ts';
import { useDesktop } from '@/shared/lib/use-desktop.ts';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import {
  failedDeliveriesPath,
  matchesPath,
  postingsPath,
  registrationsPath,
  unemploymentsPath,
  vacancyReportsPath,
  vacancyReviewsPath,
} from '@/shared/paths.ts';
import { useEmployerHome, useStaffHome } from './get-console-home.ts';

/** Where each staff queue is worked. */
const QUEUE_LINKS: Record<StaffQueue, string | null> = {
  matches: matchesPath('staff', 'group=1'),
  registrations: registrationsPath(),
  unemployment: unemploymentsPath(),
  vacancyReviews: vacancyReviewsPath(),
  vacancyReports: vacancyReportsPath(),
  failedDeliveries: failedDeliveriesPath(),
};

/** An age in minutes as people say it: minutes below an hour, hours below two days, then days. */
export function ageText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.floor(hours / 24) });
}

type QueueRow = StaffHome['queues'][number];

function QueueName({ queue }: { queue: StaffQueue }) {
  const { t } = useTranslation('console-home');
  const to = QUEUE_LINKS[queue];
  const name = t(`queues.names.${queue}`);
  return to ? <Link to={to}>{name}</Link> : <span title={t('queues.noPage')}>{name}</span>;
}

function oldestOf(t: TFunction, row: QueueSummary): string {
  return row.oldestAgeMinutes === null ? '—' : ageText(t, row.oldestAgeMinutes);
}

interface QueueSectionProps<T> {
  id: string;
  title: string;
  label: string;
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  rows: T[];
  /** A row as a card on a phone. */
  card: (row: T) => ReactNode;
}

/** A titled list of queues or states: a table at desktop width, cards on a phone. */
function QueueSection<T extends object>(props: QueueSectionProps<T>) {
  const { id, title, label, rowKey, columns, rows, card } = props;
  const desktop = useDesktop();
  return (
    <section className="vaga-console-queues" aria-labelledby={id}>
      <h3 id={id} className="vaga-console-queues__title">
        {title}
      </h3>
      {desktop ? (
        <ConsoleTable<T> aria-label={label} rowKey={rowKey} columns={columns} dataSource={rows} />
      ) : (
        <ul className="vaga-console-queues__cards" aria-label={label}>
          {rows.map((row) => (
            <li key={String(row[rowKey])} className="vaga-console-queues__card">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The staff's queues: a table at desktop width (sortable by count and age), cards on a phone. */
export function StaffQueues() {
  const { t } = useTranslation('console-home');
  const home = useStaffHome();
  if (home.isError) return <p role="alert">{t('queues.loadFailed')}</p>;
  if (!home.data) return <div className="vaga-page-loading" aria-busy="true" />;
  const rows = home.data.queues;
  const columns: ColumnsType<QueueRow> = [
    {
      key: 'queue',
      title: t('queues.queue'),
      render: (_, row) => <QueueName queue={row.queue} />,
    },
    {
      key: 'count',
      title: t('queues.count'),
      align: 'right',
      dataIndex: 'count',
      render: (count: number) => formatThousands(count),
      sorter: (a, b) => a.count - b.count,
    },
    {
      key: 'age',
      title: t('queues.oldest'),
      render: (_, row) => oldestOf(t, row),
      sorter: (a, b) => (a.oldestAgeMinutes ?? -1) - (b.oldestAgeMinutes ?? -1),
    },
  ];
  return (
    <QueueSection<QueueRow>
      id="vaga-console-queues"
      title={t('queues.title')}
      label={t('queues.label')}
      rowKey="queue"
      columns={columns}
      rows={rows}
      card={(row) => (
        <>
          <QueueName queue={row.queue} />
          <span className="vaga-console-queues__count">
            {row.count === 0 ? t('queues.nothing') : t('queues.waiting', { count: row.count })}
          </span>
          {row.oldestAgeMinutes !== null ? (
            <span className="vaga-console-match__muted">
              {t('queues.oldestAge', { age: oldestOf(t, row) })}
            </span>
          ) : null}
        </>
      )}
    />
  );
}

type VacancyRow = EmployerHome['vacancies'][number];

/** The employer's vacancies by state (each leading to its list) and its waiting requests. */
export function EmployerQueues() {
  const { t } = useTranslation(['console-home', 'postings-console']);
  const home = useEmployerHome();
  if (home.isError) return <p role="alert">{t('employer.loadFailed')}</p>;
  if (!home.data) return <div className="vaga-page-loading" aria-busy="true" />;
  const { vacancies, interviewRequests } = home.data;
  const stateLink = (row: VacancyRow) => (
    <Link to={postingsPath(`status=${row.status}`)}>
      {t(`postings-console:postings.status.${row.status}`)}
    </Link>
  );
  const columns: ColumnsType<VacancyRow> = [
    { key: 'state', title: t('employer.state'), render: (_, row) => stateLink(row) },
    {
      key: 'count',
      title: t('employer.count'),
      align: 'right',
      dataIndex: 'count',
      render: (count: number) => formatThousands(count),
      sorter: (a, b) => a.count - b.count,
    },
  ];
  return (
    <>
      <section className="vaga-console-queues" aria-labelledby="vaga-console-requests">
        <h3 id="vaga-console-requests" className="vaga-console-queues__title">
          {t('employer.requests')}
        </h3>
        {interviewRequests.count === 0 ? (
          <p>{t('employer.noRequests')}</p>
        ) : (
          <p>
            <Link to={matchesPath('employer', 'group=1')}>
              {t('employer.requestCount', { count: interviewRequests.count })}
            </Link>
            {interviewRequests.oldestAgeMinutes !== null ? (
              <span className="vaga-console-match__muted">
                {' · '}
                {t('queues.oldestAge', { age: oldestOf(t, interviewRequests) })}
              </span>
            ) : null}
          </p>
        )}
      </section>
      <QueueSection<VacancyRow>
        id="vaga-console-vacancy-states"
        title={t('employer.vacancies')}
        label={t('employer.vacanciesLabel')}
        rowKey="status"
        columns={columns}
        rows={vacancies}
        card={(row) => (
          <>
            {stateLink(row)}
            <span className="vaga-console-queues__count">{formatThousands(row.count)}</span>
          </>
        )}
      />
    </>
  );
}
