import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * My data (issue 32): the access log of staff and employer reads of a seeker's personal data.
 * No foreign key to the accounts: the log outlives an account's erasure for the retention period.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('data_access_log')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('seeker_account_id', 'integer', (col) => col.notNull())
    .addColumn('viewer_account_id', 'integer', (col) => col.notNull())
    .addColumn('viewer_kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('employer_id', 'integer')
    .addColumn('record_kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('accessed_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('data_access_log_seeker_idx')
    .on('data_access_log')
    .columns(['seeker_account_id', 'accessed_at'])
    .execute();
  await db.schema
    .createIndex('data_access_log_accessed_idx')
    .on('data_access_log')
    .column('accessed_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_access_log').execute();
}
