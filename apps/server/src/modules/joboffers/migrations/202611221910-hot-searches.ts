import type { Kysely } from 'kysely';

/**
 * Hot searches a visitor can trust: a keyword counts once per client per day
 * (`search_keyword_client` remembers the last day each client searched it), shows only once
 * enough distinct clients searched it (`client_count`), and staff can hide it (`hidden`).
 * Counts gathered before are discarded: anyone could write them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('search_keyword').execute();
  await db.schema
    .alterTable('search_keyword')
    .addColumn('client_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('search_keyword')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('search_keyword_client')
    .addColumn('folded', 'varchar(120)', (col) => col.notNull())
    .addColumn('client', 'varchar(64)', (col) => col.notNull())
    .addColumn('last_day', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_keyword_client_pk', ['folded', 'client'])
    .execute();
  await db.schema
    .createIndex('search_keyword_client_day_idx')
    .on('search_keyword_client')
    .column('last_day')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_keyword_client').execute();
  await db.schema.alterTable('search_keyword').dropColumn('hidden').execute();
  await db.schema.alterTable('search_keyword').dropColumn('client_count').execute();
}
