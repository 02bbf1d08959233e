import type { DB } from '../../db/database.ts';

/** What an erasure removed of the notifications, by table (rows). */
export interface NotificationsErased {
  /** Inbox rows, reminders not yet due among them, with their deliveries (cascade). */
  inbox: number;
  settings: number;
  pushSubscriptions: number;
}

/**
 * The notifications' part in an erasure of my data (decisions: "Erasure never strands anyone"):
 * the person's inbox, pending reminders and their deliveries, notification settings and push
 * subscriptions go, in one transaction. Notices the erasure wrote to employers are theirs.
 */
export class NotificationsErasure {
  constructor(private readonly db: DB) {}

  async erase(accountId: number): Promise<NotificationsErased> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('notification_delivery')
        .where('notification_id', 'in', (eb) =>
          eb.selectFrom('notification').select('id').where('account_id', '=', accountId),
        )
        .execute();
      const inbox = await trx
        .deleteFrom('notification')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const settings = await trx
        .deleteFrom('notification_settings')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const push = await trx
        .deleteFrom('push_subscription')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return {
        inbox: Number(inbox.numDeletedRows),
        settings: Number(settings.numDeletedRows),
        pushSubscriptions: Number(push.numDeletedRows),
      };
    });
  }
}
