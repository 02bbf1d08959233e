import '@/shared/console/console-pages.css';
import type { ColumnsType } from 'antd/es/table';
import type { FailedDelivery } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import {
  ageColumn,
  queueTexts,
  StateQueue,
  useQueueParams,
} from '@/shared/console/state-queue.tsx';
import { useFailedDeliveries, useRetryDelivery } from '../api/failed-deliveries.ts';

/** The recipient's name, or the account's number when it has none. */
const nameOf = (t: TFunction, delivery: FailedDelivery) =>
  delivery.recipient.name || t('deliveries.account', { id: String(delivery.accountId) });

/** Whom a delivery was for, in words: the name and the kind of account. */
const recipientOf = (t: TFunction, delivery: FailedDelivery) =>
  t('deliveries.recipient', {
    name: nameOf(t, delivery),
    type: t(`deliveries.types.${delivery.recipient.type}`),
  });

/** Failed, or not sent and why its notice no longer held. */
const stateOf = (t: TFunction, delivery: FailedDelivery) =>
  delivery.state === 'skipped'
    ? t('deliveries.skipped', { reason: t(`deliveries.lapses.${delivery.lapse ?? 'gone'}`) })
    : t('deliveries.failed');

/** Tries a failed delivery again; its name starts with what it shows, then names the delivery. */
function RetryButton({ delivery }: { delivery: FailedDelivery }) {
  const { t } = useTranslation('console-home');
  const retry = useRetryDelivery();
  if (delivery.state !== 'failed') return null;
  return (
    <button
      type="button"
      className="vaga-button vaga-button--small"
      disabled={retry.isPending}
      aria-label={t('deliveries.retryOne', {
        channel: t(`deliveries.channels.${delivery.channel}`),
        name: nameOf(t, delivery),
      })}
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
    { key: 'event', title: t('deliveries.event'), dataIndex: 'title' },
    {
      key: 'recipient',
      title: t('deliveries.recipientColumn'),
      render: (_, delivery) => recipientOf(t, delivery),
    },
    {
      key: 'state',
      title: t('deliveries.state'),
      render: (_, delivery) => stateOf(t, delivery),
    },
    { key: 'attempts', title: t('deliveries.attemptsColumn'), dataIndex: 'attempts' },
    { key: 'error', title: t('deliveries.error'), dataIndex: 'lastError' },
    ageColumn(t('deliveries.failedAt'), (delivery) => delivery.updatedAt),
    { key: 'retry', title: '', render: (_, delivery) => <RetryButton delivery={delivery} /> },
  ];
}

/** What a delivery's card says under its title: to whom, its state, the error, when. */
function DeliveryFacts({ delivery }: { delivery: FailedDelivery }) {
  const { t } = useTranslation('console-home');
  return (
    <>
      <span>{recipientOf(t, delivery)}</span>
      <span>{stateOf(t, delivery)}</span>
      <span>{delivery.lastError ?? ''}</span>
      <span className="vaga-console-match__muted">
        #{delivery.id} · {t('deliveries.attempts', { count: delivery.attempts })} ·{' '}
        {formatDateTime(delivery.updatedAt)}
      </span>
      <RetryButton delivery={delivery} />
    </>
  );
}

/**
 * The staff's failed deliveries (newest first), each tried again on request, and those not sent
 * since because their notice no longer held, with the reason.
 */
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
        title: `${t(`deliveries.channels.${delivery.channel}`)} · ${delivery.title}`,
        facts: <DeliveryFacts delivery={delivery} />,
      })}
      columns={useColumns()}
    />
  );
}
