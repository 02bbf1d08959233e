import type { Kysely } from 'kysely';

/**
 * An employer's or staff account's contact e-mail is confirmed by a link before anything is
 * sent to it: when it was confirmed, and the pending link's token (its SHA-256) with the instant
 * it stops working. An address kept before confirmation existed counts as unconfirmed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notification_settings')
    .addColumn('email_confirmed_at', 'varchar(30)')
    .execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('email_token', 'varchar(64)')
    .execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('email_token_expires_at', 'varchar(30)')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['email_token_expires_at', 'email_token', 'email_confirmed_at']) {
    await db.schema.alterTable('notification_settings').dropColumn(column).execute();
  }
}
