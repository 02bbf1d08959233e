import type { Kysely } from 'kysely';

/** The job-seeking profile (resume): one row per account, lists as JSON text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name_cn', 'text')
    .addColumn('name_pt', 'text')
    .addColumn('sex', 'integer', (col) => col.notNull())
    .addColumn('bod', 'text', (col) => col.notNull())
    .addColumn('is_disability', 'integer', (col) => col.notNull())
    .addColumn('type_livinglocation_id', 'integer', (col) => col.notNull())
    .addColumn('mobile_num', 'text', (col) => col.notNull())
    .addColumn('fixed_line_num', 'text')
    .addColumn('email', 'text')
    .addColumn('cantonese_speaking_level', 'integer', (col) => col.notNull())
    .addColumn('mandarin_speaking_level', 'integer', (col) => col.notNull())
    .addColumn('chinese_writing_level', 'integer', (col) => col.notNull())
    .addColumn('portuguese_speaking_level', 'integer', (col) => col.notNull())
    .addColumn('portuguese_writing_level', 'integer', (col) => col.notNull())
    .addColumn('english_speaking_level', 'integer', (col) => col.notNull())
    .addColumn('english_writing_level', 'integer', (col) => col.notNull())
    .addColumn('disability_list', 'text', (col) => col.notNull())
    .addColumn('education_list', 'text', (col) => col.notNull())
    .addColumn('other_language_list', 'text', (col) => col.notNull())
    .addColumn('driving_skill_list', 'text', (col) => col.notNull())
    .addColumn('skill_list', 'text', (col) => col.notNull())
    .addColumn('expected_job_list', 'text', (col) => col.notNull())
    .addColumn('experience_list', 'text', (col) => col.notNull())
    .addColumn('is_show_remark', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('is_public', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile').execute();
}
