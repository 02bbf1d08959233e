import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ColumnsType } from 'antd/es/table';
import {
  jobSeekStateName,
  JOB_SEEK_STATES,
  type ConsoleJobSeekCard,
  type JobSeekStateName,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useConsoleJobSeeks } from '../api/get-console-jobseeks.ts';
import { JobSeekStateTag } from './jobseek-state-tag.tsx';
import {
  ageColumn,
  queueTexts,
  StateQueue,
  stateLead,
  stateTabs,
  useQueueParams,
  type QueueRow,
} from '@/shared/console/state-queue.tsx';
import { registrationPath } from '@/shared/paths.ts';

/** The queue's tabs: what waits for staff first, then the current ones, then the ended ones. */
const TABS: readonly JobSeekStateName[] = [
  'processing',
  'valid',
  'completed',
  'refused',
  'expired',
];

/** The queue's table at desktop width after the registration and its state: the oldest first. */
function useColumns(): ColumnsType<ConsoleJobSeekCard> {
  const { t } = useTranslation('console-home');
  return [
    { key: 'number', title: t('columns.number'), dataIndex: 'entNo' },
    ageColumn(t('columns.registered'), (card) => card.entDate),
    { key: 'matches', title: t('columns.matches'), align: 'right', dataIndex: 'jobMatchCount' },
  ];
}

/** What a registration's card says under its title: its number, when, how many matches. */
function CardFacts({ card }: { card: ConsoleJobSeekCard }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  return (
    <span className="vaga-console-match__muted">
      {card.entNo} · {formatDateTime(card.entDate)} ·{' '}
      {t('registrations.matchCount', { count: card.jobMatchCount })}
    </span>
  );
}

/** A registration in the queue: the seeker and the job, leading to it, and its state. */
const rowOf = (card: ConsoleJobSeekCard): QueueRow => ({
  key: card.jobSeekId,
  to: registrationPath(card.jobSeekId),
  title: `${card.seekerName} · ${card.jobTitle}`,
  tag: <JobSeekStateTag state={card.state} label={card.stateDesc} />,
  facts: <CardFacts card={card} />,
});

/**
 * The staff's registrations: one state at a time (processing first, the oldest at the top, as
 * they wait to be processed), each leading to the registration and what may be done with it.
 */
export function ConsoleJobSeeksPage() {
  const { t } = useTranslation(['jobseeks-console', 'console', 'console-home']);
  const queue = useQueueParams(stateTabs(TABS, JOB_SEEK_STATES, jobSeekStateName));
  const list = useConsoleJobSeeks({ state: queue.state, page: queue.page, size: queue.size });
  return (
    <StateQueue
      texts={queueTexts(t, 'registrations', 'loadFailed')}
      queue={queue}
      list={list}
      row={rowOf}
      lead={stateLead(t, 'registration')}
      columns={useColumns()}
    />
  );
}
