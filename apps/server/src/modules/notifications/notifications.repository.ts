import type { DB } from '../../db/database.ts';
import { NotificationDeliveriesRepository } from './notification-deliveries.repository.ts';
import type { NotificationRow, Trx } from './notification-rows.ts';
import { NotificationSettingsRepository } from './notification-settings.repository.ts';

/** An employer's notifications go to its accounts. */
export const FOREIGN_READS = ['accounts'] as const;

export type {
  DeliveryRow,
  NotificationRow,
  PushSubscriptionRow,
  SettingsRow,
  Trx,
} from './notification-rows.ts';

/**
 * Rows per insert statement: 10 columns each stay far below SQLite's 32,766 and PostgreSQL's
 * 65,535 parameters.
 */
export const INSERT_ROWS = 500;

/** A notification row to write, with its deliveries outside the app. */
export interface NewNotification {
  accountId: number;
  kind: string;
  event: string;
  params: string;
  link: string | null;
  dedupeKey: string;
  createdAt: string;
  visibleAt: string;
  deliveries: { channel: string; dueAt: string }[];
}

/**
 * The SQL of notifications: writing the outbox and reading the inbox here; the deliveries'
 * states and the accounts' settings, secrets, demo mailbox and push browsers in their own.
 */
export class NotificationsRepository {
  readonly deliveries: NotificationDeliveriesRepository;
  readonly accountSettings: NotificationSettingsRepository;

  constructor(private readonly db: DB) {
    this.deliveries = new NotificationDeliveriesRepository(db);
    this.accountSettings = new NotificationSettingsRepository(db);
  }

  /**
   * Writes notifications and their deliveries inside the caller's transaction, many rows per
   * statement (a fan-out writes thousands: one statement per row would hold the connection, and
   * on SQLite the event loop, that much longer). A dedupe key written before adds nothing (the
   * first one stands, within `rows` too).
   */
  async insert(trx: Trx, rows: NewNotification[]): Promise<void> {
    const byKey = new Map<string, NewNotification>();
    for (const row of rows) if (!byKey.has(row.dedupeKey)) byKey.set(row.dedupeKey, row);
    const unique = [...byKey.values()];
    for (let i = 0; i < unique.length; i += INSERT_ROWS) {
      const inserted = await trx
        .insertInto('notification')
        .values(
          unique.slice(i, i + INSERT_ROWS).map((row) => ({
            account_id: row.accountId,
            kind: row.kind,
            event: row.event,
            params: row.params,
            link: row.link,
            dedupe_key: row.dedupeKey,
            created_at: row.createdAt,
            visible_at: row.visibleAt,
            read_at: null,
            cancelled_at: null,
          })),
        )
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning(['id', 'dedupe_key'])
        .execute();
      const deliveries = inserted.flatMap(({ id, dedupe_key }) => {
        const row = byKey.get(dedupe_key)!;
        return row.deliveries.map((delivery) => ({
          notification_id: id,
          channel: delivery.channel,
          state: 'pending' as const,
          idempotency_key: `${row.dedupeKey}:${delivery.channel}`,
          due_at: delivery.dueAt,
          queued: 0,
          attempts: 0,
          last_error: null,
          sent_at: null,
          updated_at: row.createdAt,
        }));
      });
      for (let j = 0; j < deliveries.length; j += INSERT_ROWS) {
        await trx
          .insertInto('notification_delivery')
          .values(deliveries.slice(j, j + INSERT_ROWS))
          .execute();
      }
    }
  }

  /** The accounts of an employer (read inside the transaction writing their notifications). */
  async employerAccounts(trx: Trx, employerId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('accounts')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('account_type', '=', 'employer')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Cancels a notification not yet shown, with its pending deliveries (inside `trx`). */
  async cancel(trx: Trx, dedupeKey: string, at: string): Promise<void> {
    const row = await trx
      .updateTable('notification')
      .set({ cancelled_at: at })
      .where('dedupe_key', '=', dedupeKey)
      .where('cancelled_at', 'is', null)
      .where('visible_at', '>', at)
      .returning('id')
      .executeTakeFirst();
    if (!row) return;
    await trx
      .updateTable('notification_delivery')
      .set({ state: 'cancelled', updated_at: at })
      .where('notification_id', '=', row.id)
      .where('state', '=', 'pending')
      .execute();
  }

  /** A page of the inbox (shown, not cancelled), newest first, with the counts. */
  async page(
    accountId: number,
    now: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const shown = this.db
      .selectFrom('notification')
      .where('account_id', '=', accountId)
      .where('visible_at', '<=', now)
      .where('cancelled_at', 'is', null);
    const rows = await shown
      .selectAll()
      .orderBy('visible_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const counts = await shown
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('read_at').as('read'),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(counts.total);
    return { rows, total, unread: total - Number(counts.read) };
  }

  /** Marks one of the account's shown notifications read; false when it has none by that id. */
  async markRead(accountId: number, id: number, now: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('notification')
      .select(['id', 'read_at'])
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('visible_at', '<=', now)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!found) return false;
    if (found.read_at === null) {
      await this.db
        .updateTable('notification')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    }
    return true;
  }

  async markAllRead(accountId: number, now: string): Promise<void> {
    await this.db
      .updateTable('notification')
      .set({ read_at: now })
      .where('account_id', '=', accountId)
      .where('visible_at', '<=', now)
      .where('read_at', 'is', null)
      .execute();
  }
}
