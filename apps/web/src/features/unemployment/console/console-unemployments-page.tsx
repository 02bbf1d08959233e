import '@/shared/console/console-pages.css';
import './console-unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ColumnsType } from 'antd/es/table';
import {
  unemploymentStateName,
  UNEMPLOYMENT_STATES,
  type ConsoleUnemploymentCard,
  type UnemploymentStateName,
} from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import { useConsoleUnemployments } from '../api/get-console-unemployments.ts';
import { UnemploymentStateTag } from './unemployment-state-tag.tsx';
import {
  ageColumn,
  queueTexts,
  StateQueue,
  stateLead,
  stateTabs,
  useQueueParams,
  type QueueRow,
} from '@/shared/console/state-queue.tsx';
import { unemploymentPath } from '@/shared/paths.ts';

/** The queue's tabs: what waits for staff first, then what waits for the seeker, then the ended. */
const TABS: readonly UnemploymentStateName[] = [
  'underReview',
  'supplementRequested',
  'approved',
  'refused',
];

/** The queue's table at desktop width after the registration and its state: the oldest first. */
function useColumns(): ColumnsType<ConsoleUnemploymentCard> {
  const { t } = useTranslation('console-home');
  return [
    { key: 'employer', title: t('columns.lastEmployer'), dataIndex: 'lastEmployCompanyName' },
    {
      key: 'resigned',
      title: t('columns.resigned'),
      render: (_, card) => formatDate(card.resignedDate),
    },
    ageColumn(t('columns.submitted'), (card) => card.submittedAt),
    { key: 'files', title: t('columns.files'), align: 'right', dataIndex: 'fileCount' },
  ];
}

/** What a registration's card says under its title. */
function CardFacts({ card }: { card: ConsoleUnemploymentCard }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  return (
    <>
      <span>{t('unemployment.card.employer', { name: card.lastEmployCompanyName })}</span>
      <span className="vaga-console-match__muted">
        {t('unemployment.card.resigned', { date: formatDate(card.resignedDate) })} ·{' '}
        {t('unemployment.card.submitted', { at: formatDateTime(card.submittedAt) })} ·{' '}
        {t('unemployment.card.files', { count: card.fileCount })}
      </span>
    </>
  );
}

/** A registration in the queue: its reference and the seeker, leading to it, and its state. */
const rowOf = (card: ConsoleUnemploymentCard): QueueRow => ({
  key: card.id,
  to: unemploymentPath(card.id),
  title: `${card.referenceNo} · ${card.seekerName}`,
  tag: <UnemploymentStateTag state={card.state} label={card.stateDesc} />,
  facts: <CardFacts card={card} />,
});

/**
 * The staff's unemployment registrations: one state at a time (under review first, the oldest
 * submission at the top, as they wait to be reviewed), each leading to the registration.
 */
export function ConsoleUnemploymentsPage() {
  const { t } = useTranslation(['unemployment-console', 'console', 'console-home']);
  const queue = useQueueParams(stateTabs(TABS, UNEMPLOYMENT_STATES, unemploymentStateName));
  const list = useConsoleUnemployments({ state: queue.state, page: queue.page, size: queue.size });
  return (
    <StateQueue
      className="vaga-console-unemployment"
      texts={queueTexts(t, 'unemployment')}
      queue={queue}
      list={list}
      row={rowOf}
      lead={stateLead(t, 'registration')}
      columns={useColumns()}
    />
  );
}
