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
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { unemploymentPath } from '@/shared/paths.ts';

const PAGE_SIZE = 20;
/** The queue's tabs: what waits for staff first, then what waits for the seeker, then the ended. */
const TABS: readonly UnemploymentStateName[] = [
  'underReview',
  'supplementRequested',
  'approved',
  'refused',
];

/** The queue's table at desktop width: the oldest submission first, sortable by it. */
function useColumns(): ColumnsType<ConsoleUnemploymentCard> {
  const { t } = useTranslation(['unemployment-console', 'console', 'console-home']);
  return [
    {
      key: 'registration',
      title: t('console-home:columns.registration'),
      render: (_, card) => (
        <Link to={unemploymentPath(card.id)}>
          {card.referenceNo} · {card.seekerName}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('console-home:columns.state'),
      render: (_, card) => (
        <span className={`vaga-console-status vaga-console-unemployment-state--${card.state}`}>
          {card.stateDesc}
        </span>
      ),
    },
    {
      key: 'employer',
      title: t('console-home:columns.lastEmployer'),
      dataIndex: 'lastEmployCompanyName',
    },
    {
      key: 'resigned',
      title: t('console-home:columns.resigned'),
      render: (_, card) => formatDate(card.resignedDate),
    },
    {
      key: 'age',
      title: t('console-home:columns.submitted'),
      render: (_, card) => formatDateTime(card.submittedAt),
      sorter: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
    },
    {
      key: 'files',
      title: t('console-home:columns.files'),
      align: 'right',
      dataIndex: 'fileCount',
    },
  ];
}

function UnemploymentRow({ card }: { card: ConsoleUnemploymentCard }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={unemploymentPath(card.id)}>
        {card.referenceNo} · {card.seekerName}
      </Link>
      <span className={`vaga-console-status vaga-console-unemployment-state--${card.state}`}>
        {card.stateDesc}
      </span>
      <span>{t('unemployment.card.employer', { name: card.lastEmployCompanyName })}</span>
      <span className="vaga-console-match__muted">
        {t('unemployment.card.resigned', { date: formatDate(card.resignedDate) })} ·{' '}
        {t('unemployment.card.submitted', { at: formatDateTime(card.submittedAt) })} ·{' '}
        {t('unemployment.card.files', { count: card.fileCount })}
      </span>
    </li>
  );
}

/**
 * The staff's unemployment registrations: one state at a time (under review first, the oldest
 * submission at the top, as they wait to be reviewed), each leading to the registration.
 */
export function ConsoleUnemploymentsPage() {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const { state, page, show } = useQueueParams(TABS.map((name) => UNEMPLOYMENT_STATES[name]));
  const list = useConsoleUnemployments({ state, page, size: PAGE_SIZE });
  const locale = currentLocale();
  const columns = useColumns();
  return (
    <StateQueue
      className="vaga-console-unemployment"
      title={t('unemployment.title')}
      tabsLabel={t('unemployment.states')}
      tabs={TABS.map((name) => ({
        state: UNEMPLOYMENT_STATES[name],
        label: UNEMPLOYMENT_STATE_NAMES[name][locale],
      }))}
      state={state}
      page={page}
      pageSize={PAGE_SIZE}
      list={list}
      onShow={show}
      texts={{
        loadFailed: t('unemployment.loadListFailed'),
        empty: t('unemployment.empty'),
        count: (count) => t('unemployment.count', { count }),
      }}
      renderItem={(card) => <UnemploymentRow key={card.id} card={card} />}
      columns={columns}
      rowKey={(card) => card.id}
    />
  );
}
