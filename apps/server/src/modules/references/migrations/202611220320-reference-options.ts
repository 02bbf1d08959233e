import type { Kysely } from 'kysely';

/** Reference options of spec §3: one row per (type, id); ids are stable per type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reference_option')
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_pt', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('extra_info', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('reference_option_pk', ['type', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reference_option').execute();
}
