import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type {
  NotificationDeliveryTable,
  NotificationSettingsTable,
  NotificationTable,
  PushSubscriptionTable,
} from './notifications.tables.ts';

/** An employer's notifications go to its accounts. */
export const FOREIGN_READS = ['accounts'] as const;

export type Trx = Transaction<Database>;
export type NotificationRow = Selectable<NotificationTable>;
export type DeliveryRow = Selectable<NotificationDeliveryTable>;
export type SettingsRow = Selectable<NotificationSettingsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;

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

/** The SQL of notifications (the outbox, the inbox, settings, the demo mailbox). */
export class NotificationsRepository {
  constructor(private readonly db: DB) {}

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

  async failed(
    offset: number,
    limit: number,
  ): Promise<{ rows: (DeliveryRow & { account_id: number; event: string })[]; total: number }> {
    const base = this.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .where('d.state', '=', 'failed');
    const rows = await base
      .selectAll('d')
      .select(['n.account_id', 'n.event'])
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

  async settings(accountId: number): Promise<SettingsRow | undefined> {
    return this.db
      .selectFrom('notification_settings')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  async saveSettings(
    accountId: number,
    change: Partial<Pick<SettingsRow, 'channels' | 'locale' | 'email'>>,
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('notification_settings')
      .values({
        account_id: accountId,
        channels: change.channels ?? '{}',
        locale: change.locale ?? null,
        email: change.email ?? null,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...change, updated_at: at }))
      .execute();
  }

  /** An account's settings read inside a transaction (a registration saving its choices). */
  async settingsIn(trx: Trx, accountId: number): Promise<SettingsRow | undefined> {
    return trx
      .selectFrom('notification_settings')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** Saves an account's channel choices inside a transaction. */
  async saveChannelsIn(trx: Trx, accountId: number, channels: string, at: string): Promise<void> {
    await trx
      .insertInto('notification_settings')
      .values({ account_id: accountId, channels, locale: null, email: null, updated_at: at })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ channels, updated_at: at }))
      .execute();
  }

  /**
   * A key made once and kept, the same for every instance (the unsubscribe links' key by
   * default; `make` for another kind of value, e.g. the VAPID key pair as one row).
   */
  async secret(
    name: string,
    make: () => string = () => randomBytes(32).toString('base64url'),
  ): Promise<string> {
    await this.db
      .insertInto('notification_secret')
      .values({ name, value: make() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('notification_secret')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  async keepDemoMail(mail: {
    to: string;
    subject: string;
    text: string;
    html: string;
    listUnsubscribe: string | null;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('demo_mail')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        list_unsubscribe: mail.listUnsubscribe,
        created_at: mail.at,
      })
      .execute();
  }

  async demoMails(to: string, offset: number, limit: number) {
    const base = this.db.selectFrom('demo_mail').where('to_address', '=', to);
    const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    const count = await base
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  /** An account's browsers that take push, oldest first. */
  async pushSubscriptions(accountId: number): Promise<PushSubscriptionRow[]> {
    return this.db
      .selectFrom('push_subscription')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Registers a browser for an account: an endpoint known already (this account's or one
   * another account registered on that browser before) is updated and moves to this account;
   * past `max` browsers the account's oldest are removed. One transaction.
   */
  async savePushSubscription(
    row: { accountId: number; endpoint: string; p256dh: string; auth: string; at: string },
    max: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('push_subscription')
        .values({
          account_id: row.accountId,
          endpoint: row.endpoint,
          p256dh: row.p256dh,
          auth: row.auth,
          created_at: row.at,
          updated_at: row.at,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            account_id: row.accountId,
            p256dh: row.p256dh,
            auth: row.auth,
            updated_at: row.at,
          }),
        )
        .execute();
      const kept = await trx
        .selectFrom('push_subscription')
        .select('id')
        .where('account_id', '=', row.accountId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(max)
        .execute();
      await trx
        .deleteFrom('push_subscription')
        .where('account_id', '=', row.accountId)
        .where(
          'id',
          'not in',
          kept.map((k) => k.id),
        )
        .execute();
    });
  }

  /** Forgets one of an account's browsers; false when the account has none at that endpoint. */
  async deletePushSubscription(accountId: number, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscription')
      .where('account_id', '=', accountId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A browser the push service no longer knows (404/410). */
  async removePushSubscription(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscription').where('id', '=', id).execute();
  }
}
