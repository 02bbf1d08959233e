import type { OutsideChannel } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { NotificationsContext } from './notifications-context.ts';
import { DELIVER_JOB } from './outbox.ts';

/** Staff's views of the outbox: the deliveries kept as failed, and trying one again. */
export class NotificationsStaff {
  constructor(private readonly context: NotificationsContext) {}

  /** Staff's home: how many deliveries are kept as failed, and when the earliest failed. */
  async failedCount(): Promise<{ count: number; oldestAt: string | null }> {
    return this.context.repository.deliveries.failedCount();
  }

  /** Staff: deliveries kept as failed, newest first, with their last error. */
  async failedDeliveries(query: { page: number; size: number }) {
    const { rows, total } = await this.context.repository.deliveries.failed(
      query.page * query.size,
      query.size,
    );
    return {
      content: rows.map((row) => ({
        id: row.id,
        notificationId: row.notification_id,
        accountId: row.account_id,
        event: row.event,
        channel: row.channel as OutsideChannel,
        attempts: row.attempts,
        lastError: row.last_error,
        updatedAt: row.updated_at,
      })),
      totalElements: total,
    };
  }

  /** Staff: tries a failed delivery again (a new job, its attempts from the start). */
  async retry(id: number): Promise<void> {
    const { repository, deps } = this.context;
    const now = () => this.context.now();
    const delivery = await repository.deliveries.delivery(id);
    if (!delivery || !(await repository.deliveries.reopen(id, now().toISOString()))) {
      throw new AppError('NOT_FOUND');
    }
    const attempt = `${delivery.delivery.idempotency_key}:retry:${now().getTime()}`;
    await deps.scheduler().schedule(DELIVER_JOB, {
      key: `notify:${attempt}`,
      runAt: now(),
      payload: { deliveryId: id },
    });
    await repository.deliveries.markQueued([id]);
  }
}
