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
import { JobSeekStateTag } from './jobseek-state-tag.tsx';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { ConsoleRow } from '@/shared/ui/console-rows.tsx';
import { registrationPath } from '@/shared/paths.ts';

/** The queue's tabs: what waits for staff first, then the current ones, then the ended ones. */
const TABS: readonly JobSeekStateName[] = [
  'processing',
  'valid',
  'completed',
  'refused',
  'expired',
];

const nameOf = (card: ConsoleJobSeekCard) => `${card.seekerName} · ${card.jobTitle}`;

/** The queue's table at desktop width: the oldest registration first, sortable by its time. */
function useColumns(): ColumnsType<ConsoleJobSeekCard> {
  const { t } = useTranslation('console-home');
  return [
    {
      key: 'registration',
      title: t('columns.registration'),
      render: (_, card) => <Link to={registrationPath(card.jobSeekId)}>{nameOf(card)}</Link>,
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, card) => <JobSeekStateTag state={card.state} label={card.stateDesc} />,
    },
    { key: 'number', title: t('columns.number'), dataIndex: 'entNo' },
    {
      key: 'age',
      title: t('columns.registered'),
      render: (_, card) => formatDateTime(card.entDate),
      sorter: (a, b) => a.entDate.localeCompare(b.entDate),
    },
    { key: 'matches', title: t('columns.matches'), align: 'right', dataIndex: 'jobMatchCount' },
  ];
}

/**
 * The staff's registrations: one state at a time (processing first, the oldest at the top, as
 * they wait to be processed), each leading to the registration and what may be done with it.
 */
export function ConsoleJobSeeksPage() {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const queue = useQueueParams(TABS.map((name) => JOB_SEEK_STATES[name]));
  const list = useConsoleJobSeeks({ state: queue.state, page: queue.page, size: queue.size });
  const locale = currentLocale();
  return (
    <StateQueue
      title={t('registrations.title')}
      tabsLabel={t('registrations.states')}
      tabs={TABS.map((name) => ({
        state: JOB_SEEK_STATES[name],
        label: JOB_SEEK_STATE_NAMES[name][locale],
      }))}
      queue={queue}
      list={list}
      texts={{
        loadFailed: t('registrations.loadFailed'),
        empty: t('registrations.empty'),
        count: (count) => t('registrations.count', { count }),
      }}
      renderItem={(card) => (
        <ConsoleRow
          key={card.jobSeekId}
          to={registrationPath(card.jobSeekId)}
          title={nameOf(card)}
          tag={<JobSeekStateTag state={card.state} label={card.stateDesc} />}
        >
          <span className="vaga-console-match__muted">
            {card.entNo} · {formatDateTime(card.entDate)} ·{' '}
            {t('registrations.matchCount', { count: card.jobMatchCount })}
          </span>
        </ConsoleRow>
      )}
      columns={useColumns()}
      rowKey={(card) => card.jobSeekId}
    />
  );
}
