import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.ts';
import type { PushSubscriptionRow, SettingsRow, Trx } from './notification-rows.ts';

/** The SQL of an account's settings, the module's secrets, the demo mailbox and push browsers. */
export class NotificationSettingsRepository {
  constructor(private readonly db: DB) {}

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

  /** Saves an account's contact address and its confirmation's state (one upsert). */
  async saveContact(
    accountId: number,
    change: Pick<
      SettingsRow,
      'email' | 'email_confirmed_at' | 'email_token' | 'email_token_expires_at'
    >,
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('notification_settings')
      .values({ account_id: accountId, channels: '{}', locale: null, ...change, updated_at: at })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...change, updated_at: at }))
      .execute();
  }

  /**
   * Confirms the account's pending address when `tokenHash` is its link's: false when the
   * account has no such link (another was asked for since, or it is another account's).
   */
  async confirmContact(accountId: number, tokenHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notification_settings')
      .set({
        email_confirmed_at: at,
        email_token: null,
        email_token_expires_at: null,
        updated_at: at,
      })
      .where('account_id', '=', accountId)
      .where('email_token', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
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
