import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Notifications (issue 28): the outbox of notifications (`notification`, the inbox) and their
 * deliveries per channel (`notification_delivery`), each person's settings, the unsubscribe
 * links' key and the demo mailbox.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) =>
        pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
  await id('notification')
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('event', 'varchar(40)', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('link', 'varchar(200)')
    .addColumn('dedupe_key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('visible_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(30)')
    .addColumn('cancelled_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('notification_inbox_idx')
    .on('notification')
    .columns(['account_id', 'visible_at'])
    .execute();
  await id('notification_delivery')
    .addColumn('notification_id', 'integer', (col) =>
      col.notNull().references('notification.id').onDelete('cascade'),
    )
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(140)', (col) => col.notNull().unique())
    .addColumn('due_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('queued', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_delivery_relay_idx')
    .on('notification_delivery')
    .columns(['queued', 'state', 'due_at'])
    .execute();
  await db.schema
    .createIndex('notification_delivery_notification_idx')
    .on('notification_delivery')
    .column('notification_id')
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('channels', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)')
    .addColumn('email', 'varchar(100)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('notification_secret')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();
  await id('demo_mail')
    .addColumn('to_address', 'varchar(200)', (col) => col.notNull())
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('list_unsubscribe', 'varchar(1000)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('demo_mail_to_idx').on('demo_mail').column('to_address').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'demo_mail',
    'notification_secret',
    'notification_settings',
    'notification_delivery',
    'notification',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
