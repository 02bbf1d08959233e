import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Job-matching events (spec §3 "Event"). eventCatalogType 1 lists its vacancies directly,
 * 2 and 3 by job class; typeEventId is the kind of event; status is enrolling or finished.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('event')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('event_catalog_type', 'integer', (col) => col.notNull())
    .addColumn('type_event_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_pt', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('venue_cn', 'text', (col) => col.notNull())
    .addColumn('venue_pt', 'text', (col) => col.notNull())
    .addColumn('venue_en', 'text', (col) => col.notNull())
    .addColumn('description_cn', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_pt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('register_from', 'varchar(30)', (col) => col.notNull())
    .addColumn('register_to', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_type_status_idx')
    .on('event')
    .columns(['type_event_id', 'status', 'start_date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event').execute();
}
