import '@/shared/ui/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import {
  JOB_SEEK_STATE_NAMES,
  JOB_SEEK_STATES,
  type ConsoleJobSeekCard,
  type JobSeekStateName,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useConsoleJobSeeks } from '../api/get-console-jobseeks.ts';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { registrationPath } from '@/shared/paths.ts';

const PAGE_SIZE = 20;
/** The queue's tabs: what waits for staff first, then the current ones, then the ended ones. */
const TABS: readonly JobSeekStateName[] = [
  'processing',
  'valid',
  'completed',
  'refused',
  'expired',
];

/** The queue's table at desktop width: the oldest registration first, sortable by its time. */
function useColumns(): ColumnsType<ConsoleJobSeekCard> {
  const { t } = useTranslation(['jobseeks-console', 'console', 'console-home']);
  return [
    {
      key: 'registration',
      title: t('console-home:columns.registration'),
      render: (_, card) => (
        <Link to={registrationPath(card.jobSeekId)}>
          {card.seekerName} · {card.jobTitle}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('console-home:columns.state'),
      render: (_, card) => (
        <span className={`vaga-console-status vaga-console-jobseek-state--${card.state}`}>
          {card.stateDesc}
        </span>
      ),
    },
    { key: 'number', title: t('console-home:columns.number'), dataIndex: 'entNo' },
    {
      key: 'age',
      title: t('console-home:columns.registered'),
      render: (_, card) => formatDateTime(card.entDate),
      sorter: (a, b) => a.entDate.localeCompare(b.entDate),
    },
    {
      key: 'matches',
      title: t('console-home:columns.matches'),
      align: 'right',
      dataIndex: 'jobMatchCount',
    },
  ];
}

function JobSeekRow({ card }: { card: ConsoleJobSeekCard }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={registrationPath(card.jobSeekId)}>
        {card.seekerName} · {card.jobTitle}
      </Link>
      <span className={`vaga-console-status vaga-console-jobseek-state--${card.state}`}>
        {card.stateDesc}
      </span>
      <span className="vaga-console-match__muted">
        {card.entNo} · {formatDateTime(card.entDate)} ·{' '}
        {t('registrations.matchCount', { count: card.jobMatchCount })}
      </span>
    </li>
  );
}

/**
 * The staff's registrations: one state at a time (processing first, the oldest at the top, as
 * they wait to be processed), each leading to the registration and what may be done with it.
 */
export function ConsoleJobSeeksPage() {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const { state, page, show } = useQueueParams(TABS.map((name) => JOB_SEEK_STATES[name]));
  const list = useConsoleJobSeeks({ state, page, size: PAGE_SIZE });
  const locale = currentLocale();
  const columns = useColumns();
  return (
    <StateQueue
      title={t('registrations.title')}
      tabsLabel={t('registrations.states')}
      tabs={TABS.map((name) => ({
        state: JOB_SEEK_STATES[name],
        label: JOB_SEEK_STATE_NAMES[name][locale],
      }))}
      state={state}
      page={page}
      pageSize={PAGE_SIZE}
      list={list}
      onShow={show}
      texts={{
        loadFailed: t('registrations.loadFailed'),
        empty: t('registrations.empty'),
        count: (count) => t('registrations.count', { count }),
      }}
      renderItem={(card) => <JobSeekRow key={card.jobSeekId} card={card} />}
      columns={columns}
      rowKey={(card) => card.jobSeekId}
    />
  );
}
