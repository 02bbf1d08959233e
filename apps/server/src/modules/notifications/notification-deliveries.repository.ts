import type { DB } from '../../db/database.ts';
import type { DeliveryRow, NotificationRow } from './notification-rows.ts';

/** Staff read a delivery's recipient by name and account type. */
export const FOREIGN_READS = ['accounts'] as const;

/** A delivery staff look at, with its notification's facts and its recipient. */
export type StaffDeliveryRow = DeliveryRow &
  Pick<NotificationRow, 'account_id' | 'event' | 'kind' | 'params' | 'link'> & {
    recipient_name: string | null;
    recipient_type: string | null;
  };

/** The SQL of the deliveries' states: relayed, sent, retried, kept as failed (the outbox). */
export class NotificationDeliveriesRepository {
  constructor(private readonly db: DB) {}

  /** Pending deliveries whose job is not yet on the scheduler (the outbox relay's work). */
  async unqueued(limit: number): Promise<Pick<DeliveryRow, 'id' | 'idempotency_key' | 'due_at'>[]> {
    return this.db
      .selectFrom('notification_delivery')
      .select(['id', 'idempotency_key', 'due_at'])
      .where('queued', '=', 0)
      .where('state', '=', 'pending')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Pending deliveries counted by whether their job is on the scheduler (the outbox depth). */
  async pendingCounts(): Promise<{ queued: number; count: number }[]> {
    const rows = await this.db
      .selectFrom('notification_delivery')
      .select(['queued', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('state', '=', 'pending')
      .groupBy('queued')
      .execute();
    return rows.map((r) => ({ queued: Number(r.queued), count: Number(r.count) }));
  }

  async markQueued(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('notification_delivery')
      .set({ queued: 1 })
      .where('id', 'in', ids)
      .execute();
  }

  /** A delivery with its notification. */
  async delivery(
    id: number,
  ): Promise<{ delivery: DeliveryRow; notification: NotificationRow } | null> {
    const delivery = await this.db
      .selectFrom('notification_delivery')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!delivery) return null;
    const notification = await this.db
      .selectFrom('notification')
      .selectAll()
      .where('id', '=', delivery.notification_id)
      .executeTakeFirstOrThrow();
    return { delivery, notification };
  }

  /** Moves a pending delivery to a final state; false when it was no longer pending. */
  async settle(
    id: number,
    state: 'sent' | 'skipped' | 'cancelled' | 'failed',
    change: { at: string; attempts?: number; error?: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('notification_delivery')
      .set({
        state,
        updated_at: change.at,
        ...(state === 'sent' ? { sent_at: change.at } : {}),
        ...(change.attempts !== undefined ? { attempts: change.attempts } : {}),
        ...(change.error !== undefined ? { last_error: change.error } : {}),
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records a failed attempt of a delivery that will be tried again. */
  async attempted(id: number, attempts: number, error: string, at: string): Promise<void> {
    await this.db
      .updateTable('notification_delivery')
      .set({ attempts, last_error: error, updated_at: at })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .execute();
  }

  /**
   * Ends a pending or failed delivery as skipped because its notice no longer holds (`lapse`);
   * false when it was in neither state.
   */
  async lapse(id: number, lapse: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notification_delivery')
      .set({ state: 'skipped', lapse, updated_at: at })
      .where('id', '=', id)
      .where('state', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A failed delivery back to pending, to be queued again; false when it is not failed. */
  async reopen(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notification_delivery')
      .set({ state: 'pending', queued: 0, attempts: 0, due_at: at, updated_at: at })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many deliveries are kept as failed, and when the earliest of them failed. */
  async failedCount(): Promise<{ count: number; oldestAt: string | null }> {
    const row = await this.db
      .selectFrom('notification_delivery')
      .where('state', '=', 'failed')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('updated_at').as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  /**
   * The deliveries staff look at, newest first: those kept as failed, and those that had failed
   * and were then skipped because their notice no longer held (a retry that found it passed),
   * each with its notification and its recipient's name and type of account.
   */
  async failed(
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffDeliveryRow[]; total: number }> {
    const base = this.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .leftJoin('accounts as a', 'a.id', 'n.account_id')
      .where((eb) =>
        eb.or([
          eb('d.state', '=', 'failed'),
          eb.and([
            eb('d.state', '=', 'skipped'),
            eb('d.lapse', 'is not', null),
            eb('d.last_error', 'is not', null),
          ]),
        ]),
      );
    const rows = await base
      .selectAll('d')
      .select([
        'n.account_id',
        'n.event',
        'n.kind',
        'n.params',
        'n.link',
        'a.name as recipient_name',
        'a.account_type as recipient_type',
      ])
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const count = await base
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }
}
