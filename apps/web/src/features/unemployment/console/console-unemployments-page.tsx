import '@/shared/ui/console-pages.css';
import './console-unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import {
  UNEMPLOYMENT_STATE_NAMES,
  UNEMPLOYMENT_STATES,
  type ConsoleUnemploymentCard,
  type UnemploymentStateName,
} from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useConsoleUnemployments } from '../api/get-console-unemployments.ts';
import { UnemploymentStateTag } from './unemployment-state-tag.tsx';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { ConsoleRow } from '@/shared/ui/console-rows.tsx';
import { unemploymentPath } from '@/shared/paths.ts';

/** The queue's tabs: what waits for staff first, then what waits for the seeker, then the ended. */
const TABS: readonly UnemploymentStateName[] = [
  'underReview',
  'supplementRequested',
  'approved',
  'refused',
];

const nameOf = (card: ConsoleUnemploymentCard) => `${card.referenceNo} · ${card.seekerName}`;

/** The queue's table at desktop width: the oldest submission first, sortable by it. */
function useColumns(): ColumnsType<ConsoleUnemploymentCard> {
  const { t } = useTranslation('console-home');
  return [
    {
      key: 'registration',
      title: t('columns.registration'),
      render: (_, card) => <Link to={unemploymentPath(card.id)}>{nameOf(card)}</Link>,
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, card) => <UnemploymentStateTag state={card.state} label={card.stateDesc} />,
    },
    {
      key: 'employer',
      title: t('columns.lastEmployer'),
      dataIndex: 'lastEmployCompanyName',
    },
    {
      key: 'resigned',
      title: t('columns.resigned'),
      render: (_, card) => formatDate(card.resignedDate),
    },
    {
      key: 'age',
      title: t('columns.submitted'),
      render: (_, card) => formatDateTime(card.submittedAt),
      sorter: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
    },
    {
      key: 'files',
      title: t('columns.files'),
      align: 'right',
      dataIndex: 'fileCount',
    },
  ];
}

/**
 * The staff's unemployment registrations: one state at a time (under review first, the oldest
 * submission at the top, as they wait to be reviewed), each leading to the registration.
 */
export function ConsoleUnemploymentsPage() {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const queue = useQueueParams(TABS.map((name) => UNEMPLOYMENT_STATES[name]));
  const list = useConsoleUnemployments({ state: queue.state, page: queue.page, size: queue.size });
  const locale = currentLocale();
  return (
    <StateQueue
      className="vaga-console-unemployment"
      title={t('unemployment.title')}
      tabsLabel={t('unemployment.states')}
      tabs={TABS.map((name) => ({
        state: UNEMPLOYMENT_STATES[name],
        label: UNEMPLOYMENT_STATE_NAMES[name][locale],
      }))}
      queue={queue}
      list={list}
      texts={{
        loadFailed: t('unemployment.loadListFailed'),
        empty: t('unemployment.empty'),
        count: (count) => t('unemployment.count', { count }),
      }}
      renderItem={(card) => (
        <ConsoleRow
          key={card.id}
          to={unemploymentPath(card.id)}
          title={nameOf(card)}
          tag={<UnemploymentStateTag state={card.state} label={card.stateDesc} />}
        >
          <span>{t('unemployment.card.employer', { name: card.lastEmployCompanyName })}</span>
          <span className="vaga-console-match__muted">
            {t('unemployment.card.resigned', { date: formatDate(card.resignedDate) })} ·{' '}
            {t('unemployment.card.submitted', { at: formatDateTime(card.submittedAt) })} ·{' '}
            {t('unemployment.card.files', { count: card.fileCount })}
          </span>
        </ConsoleRow>
      )}
      columns={useColumns()}
      rowKey={(card) => card.id}
    />
  );
}
