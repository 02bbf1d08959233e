import '@/shared/ui/console-pages.css';
import type { ColumnsType } from 'antd/es/table';
import type { FailedDelivery } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { ConsoleRow } from '@/shared/ui/console-rows.tsx';
import { useFailedDeliveries, useRetryDelivery } from '../api/failed-deliveries.ts';

/** The queue has one state: kept as failed. */
const FAILED = 0;

function RetryButton({ delivery }: { delivery: FailedDelivery }) {
  const { t } = useTranslation('console-home');
  const retry = useRetryDelivery();
  return (
    <button
      type="button"
      className="vaga-button vaga-button--small"
      disabled={retry.isPending}
      aria-label={t('deliveries.retryOne', { id: delivery.id })}
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
    {
      key: 'age',
      title: t('deliveries.failedAt'),
      render: (_, delivery) => formatDateTime(delivery.updatedAt),
      sorter: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
    },
    { key: 'retry', title: '', render: (_, delivery) => <RetryButton delivery={delivery} /> },
  ];
}

/** The staff's failed deliveries (newest first), each tried again on request. */
export function ConsoleFailedDeliveriesPage() {
  const { t } = useTranslation('console-home');
  const queue = useQueueParams([FAILED]);
  const list = useFailedDeliveries({ page: queue.page, size: queue.size });
  return (
    <StateQueue
      title={t('deliveries.title')}
      tabs={[{ state: FAILED, label: t('deliveries.title') }]}
      queue={queue}
      list={list}
      texts={{
        loadFailed: t('deliveries.loadFailed'),
        empty: t('deliveries.empty'),
        count: (count) => t('deliveries.count', { count }),
      }}
      renderItem={(delivery) => (
        <ConsoleRow
          key={delivery.id}
          title={`${t(`deliveries.channels.${delivery.channel}`)} · ${delivery.event}`}
        >
          <span>{delivery.lastError ?? ''}</span>
          <span className="vaga-console-match__muted">
            #{delivery.id} · {t('deliveries.account', { id: delivery.accountId })} ·{' '}
            {t('deliveries.attempts', { count: delivery.attempts })} ·{' '}
            {formatDateTime(delivery.updatedAt)}
          </span>
          <RetryButton delivery={delivery} />
        </ConsoleRow>
      )}
      columns={useColumns()}
      rowKey={(delivery) => delivery.id}
    />
  );
}
