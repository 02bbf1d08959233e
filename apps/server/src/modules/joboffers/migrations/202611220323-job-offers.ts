import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Vacancies (spec §3 Favorite/Job offer fields, §7 job offers, issue 4). Texts in zh/pt/en
 * (`_cn`, `_pt`, `_en`); reference ids point at reference_option rows of the named type.
 * A vacancy is valid four months from `published_at` (spec §4); `removed_at` is set when it
 * is withdrawn or swept 15 days after expiry. `event_id` null = a local vacancy.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema
    .createTable('job_offer')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('employer_id', 'integer', (col) =>
      col.notNull().references('employer.id').onDelete('restrict'),
    )
    .addColumn('company_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('job_class_group_id', 'integer', (col) =>
      col.notNull().references('job_class_group.id').onDelete('restrict'),
    )
    .addColumn('job_class_id', 'integer', (col) =>
      col.notNull().references('job_class.id').onDelete('restrict'),
    )
    .addColumn('job_title_id', 'integer')
    .addColumn('salary_amount', 'integer', (col) => col.notNull())
    .addColumn('salary_type_id', 'integer', (col) => col.notNull())
    .addColumn('salary_monthly_equivalent', 'integer', (col) => col.notNull())
    .addColumn('education_id', 'integer')
    .addColumn('experience_required_years', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('need_cv', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('positions', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('contact_name_cn', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_name_pt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_name_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('is_show_additional_message', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('event_id', 'integer', (col) => col.references('event.id').onDelete('set null'))
    .addColumn('published_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('removed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull());
  for (const base of [
    'title',
    'experience',
    'working_area',
    'working_time',
    'description',
    'additional_message',
  ]) {
    for (const lang of ['cn', 'pt', 'en']) {
      table = table.addColumn(`${base}_${lang}`, 'text', (col) => col.notNull().defaultTo(''));
    }
  }
  // Hashtags per language: a JSON array of strings, without the leading '#'.
  for (const lang of ['cn', 'pt', 'en']) {
    table = table.addColumn(`hashtags_${lang}`, 'text', (col) => col.notNull().defaultTo('[]'));
  }
  await table.execute();

  await db.schema
    .createIndex('job_offer_class_published_idx')
    .on('job_offer')
    .columns(['job_class_group_id', 'job_class_id', 'published_at'])
    .execute();
  await db.schema
    .createIndex('job_offer_published_idx')
    .on('job_offer')
    .columns(['published_at'])
    .execute();
  await db.schema
    .createIndex('job_offer_event_idx')
    .on('job_offer')
    .columns(['event_id', 'published_at'])
    .execute();
  await db.schema
    .createIndex('job_offer_employer_idx')
    .on('job_offer')
    .column('employer_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_offer').execute();
}
