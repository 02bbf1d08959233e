import type { Kysely } from 'kysely';

/**
 * The platform scheduler's jobs (platform/scheduler.ts): one row per job, named by a unique key,
 * claimed by one instance at a time through a lease (`locked_by`, `locked_until`); and the
 * versions of cached data (platform/change-feed.ts), one counter per topic, bumped by every write
 * that changes what a cache holds.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_job')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('run_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('recurring', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('payload', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('scheduled_job_due_idx')
    .on('scheduled_job')
    .columns(['state', 'run_at'])
    .execute();
  await db.schema
    .createTable('cache_version')
    .addColumn('topic', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_version').execute();
  await db.schema.dropTable('scheduled_job').execute();
}
