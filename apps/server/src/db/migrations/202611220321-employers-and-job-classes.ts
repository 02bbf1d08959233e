import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/** Employers and the job-class catalog: groups (with icons) and their subcategories. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('employer')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_pt', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('company_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('phone', 'varchar(20)')
    .addColumn('address_cn', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address_pt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('job_class_group')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('icon', 'varchar(40)', (col) => col.notNull())
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_pt', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('job_class')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('group_id', 'integer', (col) =>
      col.notNull().references('job_class_group.id').onDelete('restrict'),
    )
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_pt', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('job_class_group_idx').on('job_class').column('group_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_class').execute();
  await db.schema.dropTable('job_class_group').execute();
  await db.schema.dropTable('employer').execute();
}
