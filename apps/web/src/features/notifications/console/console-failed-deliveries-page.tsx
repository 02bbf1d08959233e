import '@/shared/console/console-pages.css';
import type { ColumnsType } from 'antd/es/table';
import type { FailedDelivery } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import {
  ageColumn,
  queueTexts,
  StateQueue,
  useQueueParams,
} from '@/shared/console/state-queue.tsx';
import { useFailedDeliveries, useRetryDelivery } from '../api/failed-deliveries.ts';

function RetryButton({ delivery }: { delivery: FailedDelivery }) {
  const { t } = useTranslation('console-home');
  const retry = useRetryDelivery();
  return (
    <button
      type="button"
      className="vaga-button vaga-button--small"
      disabled={retry.isPending}
      aria-label={t('deliveries.retryOne', { id: String(delivery.id) })}
      onClick={() => retry.mutate(delivery.id)}
    >
      {t('deliveries.retry')}
    </button>
  );
}

function useColumns(): ColumnsType<FailedDelivery> {
  const { t } = useTranslation('console-home');
  return [
    {
      key: 'channel',
      title: t('deliveries.channel'),
      render: (_, delivery) => t(`deliveries.channels.${delivery.channel}`),
    },
    { key: 'event', title: t('deliveries.event'), dataIndex: 'event' },
    { key: 'account', title: t('deliveries.accountColumn'), dataIndex: 'accountId' },
    { key: 'attempts', title: t('deliveries.attemptsColumn'), dataIndex: 'attempts' },
    { key: 'error', title: t('deliveries.error'), dataIndex: 'lastError' },
    ageColumn(t('deliveries.failedAt'), (delivery) => delivery.updatedAt),
    { key: 'retry', title: '', render: (_, delivery) => <RetryButton delivery={delivery} /> },
  ];
}

/** What a delivery's card says under its title: the error, the ids, the attempts, when. */
function DeliveryFacts({ delivery }: { delivery: FailedDelivery }) {
  const { t } = useTranslation('console-home');
  return (
    <>
      <span>{delivery.lastError ?? ''}</span>
      <span className="vaga-console-match__muted">
        #{delivery.id} · {t('deliveries.account', { id: String(delivery.accountId) })} ·{' '}
        {t('deliveries.attempts', { count: delivery.attempts })} ·{' '}
        {formatDateTime(delivery.updatedAt)}
      </span>
      <RetryButton delivery={delivery} />
    </>
  );
}

/** The staff's failed deliveries (newest first), each tried again on request. */
export function ConsoleFailedDeliveriesPage() {
  const { t } = useTranslation('console-home');
  const queue = useQueueParams();
  const list = useFailedDeliveries({ page: queue.page, size: queue.size });
  return (
    <StateQueue
      texts={queueTexts(t, 'deliveries', 'loadFailed')}
      queue={queue}
      list={list}
      row={(delivery) => ({
        key: delivery.id,
        title: `${t(`deliveries.channels.${delivery.channel}`)} · ${delivery.event}`,
        facts: <DeliveryFacts delivery={delivery} />,
      })}
      columns={useColumns()}
    />
  );
}
