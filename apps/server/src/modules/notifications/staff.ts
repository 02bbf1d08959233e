import {
  DEFAULT_LOCALE,
  type AccountType,
  type FailedDelivery,
  type Locale,
  type NoticeLapse,
  type NotificationEvent,
  type OutsideChannel,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { StaffDeliveryRow } from './notification-deliveries.repository.ts';
import { renderRow, type NotificationsContext } from './notifications-context.ts';
import { DELIVER_JOB } from './outbox.ts';
import type { NoticeParams } from './outbox-write.ts';

/**
 * Staff's views of the outbox: the deliveries kept as failed (and those skipped since because
 * their notice passed), and trying one again.
 */
export class NotificationsStaff {
  constructor(private readonly context: NotificationsContext) {}

  /** Staff's home: how many deliveries are kept as failed, and when the earliest failed. */
  async failedCount(): Promise<{ count: number; oldestAt: string | null }> {
    return this.context.repository.deliveries.failedCount();
  }

  /**
   * Staff: deliveries kept as failed, and those that had failed and were then skipped because
   * their notice no longer held, newest first, each named in the reader's language: its title
   * and its recipient.
   */
  async failedDeliveries(query: { page: number; size: number }, locale: Locale | null = null) {
    const { rows, total } = await this.context.repository.deliveries.failed(
      query.page * query.size,
      query.size,
    );
    const content: FailedDelivery[] = [];
    for (const row of rows) content.push(await this.staffView(row, locale ?? DEFAULT_LOCALE));
    return { content, totalElements: total };
  }

  private async staffView(row: StaffDeliveryRow, locale: Locale): Promise<FailedDelivery> {
    const { title } = await renderRow(this.context.ports, row, locale);
    return {
      id: row.id,
      notificationId: row.notification_id,
      accountId: row.account_id,
      recipient: {
        name: row.recipient_name ?? '',
        type: (row.recipient_type ?? 'personal') as AccountType,
      },
      event: row.event,
      title,
      channel: row.channel as OutsideChannel,
      state: row.state === 'skipped' ? 'skipped' : 'failed',
      lapse: (row.lapse as NoticeLapse | null) ?? null,
      attempts: row.attempts,
      lastError: row.last_error,
      updatedAt: row.updated_at,
    };
  }

  /**
   * Staff: tries a failed delivery again (a new job, its attempts from the start). A delivery
   * whose notice no longer holds is not tried: it ends as skipped with the reason at once.
   */
  async retry(id: number): Promise<void> {
    const { repository, deps, ports } = this.context;
    const now = () => this.context.now();
    const found = await repository.deliveries.delivery(id);
    if (!found || found.delivery.state !== 'failed') throw new AppError('NOT_FOUND');
    const { notification } = found;
    const lapse = await ports.checks.lapse({
      accountId: notification.account_id,
      event: notification.event as NotificationEvent,
      params: JSON.parse(notification.params) as NoticeParams,
    });
    if (lapse !== null) {
      if (!(await repository.deliveries.lapse(id, lapse, now().toISOString()))) {
        throw new AppError('NOT_FOUND');
      }
      return;
    }
    if (!(await repository.deliveries.reopen(id, now().toISOString()))) {
      throw new AppError('NOT_FOUND');
    }
    const attempt = `${found.delivery.idempotency_key}:retry:${now().getTime()}`;
    await deps.scheduler().schedule(DELIVER_JOB, {
      key: `notify:${attempt}`,
      runAt: now(),
      payload: { deliveryId: id },
    });
    await repository.deliveries.markQueued([id]);
  }
}
