import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Web Push (issue 28): each account's browsers (push subscriptions). An endpoint is one browser's
 * address at its push service, so it is unique: registered again (by the same or another account
 * logged in on that browser) it is updated, not added.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscription_account_idx')
    .on('push_subscription')
    .columns(['account_id', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscription').execute();
}
