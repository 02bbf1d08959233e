import type { Kysely } from 'kysely';

/**
 * CV files. The unique account_id keeps one CV per seeker (spec §9) atomically: of concurrent
 * uploads exactly one insert succeeds.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cv_file')
    .addColumn('cv_uid', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().unique().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('cv_name', 'text', (col) => col.notNull())
    .addColumn('upload_file_name', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('upload_date', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cv_file').execute();
}
