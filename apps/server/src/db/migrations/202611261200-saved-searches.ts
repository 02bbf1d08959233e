import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * Job alerts (issue 28): saved searches and the vacancies each has found (one row per search
 * and vacancy, so a vacancy is sent once per search). A digest's link to the full list names
 * the search's keyword and filters, so a notification's link may be longer than 200.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('saved_search')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('mode', 'varchar(10)', (col) => col.notNull())
    .addColumn('paused', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_search_account_idx')
    .on('saved_search')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('saved_search_hit')
    .addColumn('saved_search_id', 'integer', (col) =>
      col.notNull().references('saved_search.id').onDelete('cascade'),
    )
    .addColumn('job_offer_id', 'integer', (col) =>
      col.notNull().references('job_offer.id').onDelete('cascade'),
    )
    .addColumn('found_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('digested_at', 'varchar(30)')
    .addPrimaryKeyConstraint('saved_search_hit_pk', ['saved_search_id', 'job_offer_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_hit_digest_idx')
    .on('saved_search_hit')
    .columns(['digested_at', 'saved_search_id'])
    .execute();
  if (pg) await sql`alter table notification alter column link type varchar(1000)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_hit').execute();
  await db.schema.dropTable('saved_search').execute();
}
