import type { Kysely } from 'kysely';

/** The figures of periods that have ended, computed once and kept (statistics.tables.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statistics_kept')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('figures', 'text', (col) => col.notNull())
    .addColumn('kept_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statistics_kept').execute();
}
