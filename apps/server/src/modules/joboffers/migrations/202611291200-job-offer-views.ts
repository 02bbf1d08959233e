import type { Kysely } from 'kysely';

/** Daily views of each vacancy's page (joboffers.tables.ts `job_offer_view`): counts only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_offer_view')
    .addColumn('job_offer_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_offer_view_pk', ['job_offer_id', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_offer_view').execute();
}
