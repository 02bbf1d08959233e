import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The involuntary-unemployment registration (spec §3 Unemployment registration, §5 files): one
 * row per registration with its fields and state; its files (the bytes live in the file store);
 * staff's requests for supplements; its history. `open` is 1 while the registration is a draft,
 * under review or awaiting supplements and NULL once decided: the unique index on
 * (account_id, open) lets a seeker hold one open registration at most, even under concurrent
 * requests (NULLs are distinct on both databases).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) =>
        pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
  await id('unemployment_registration')
    .addColumn('reference_no', 'varchar(32)', (col) => col.unique())
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('open', 'integer')
    .addColumn('resigned_date', 'varchar(10)')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('job_title_id', 'integer')
    .addColumn('job_title_text', 'varchar(100)')
    .addColumn('reason_id', 'integer')
    .addColumn('other_reason', 'varchar(200)')
    .addColumn('salary_amount', 'integer')
    .addColumn('salary_type_id', 'integer')
    .addColumn('refusal_reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('decided_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('unemployment_open_uq')
    .on('unemployment_registration')
    .columns(['account_id', 'open'])
    .unique()
    .execute();
  await db.schema
    .createIndex('unemployment_state_idx')
    .on('unemployment_registration')
    .columns(['state', 'submitted_at'])
    .execute();
  await id('unemployment_supplement')
    .addColumn('registration_id', 'integer', (col) =>
      col.notNull().references('unemployment_registration.id').onDelete('cascade'),
    )
    .addColumn('request', 'varchar(500)', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.notNull())
    .addColumn('requested_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('remark', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('unemployment_supplement_reg_idx')
    .on('unemployment_supplement')
    .columns(['registration_id'])
    .execute();
  await db.schema
    .createTable('unemployment_attachment')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('registration_id', 'integer', (col) =>
      col.notNull().references('unemployment_registration.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('supplement_id', 'integer', (col) =>
      col.references('unemployment_supplement.id').onDelete('set null'),
    )
    .addColumn('uploaded_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('unemployment_attachment_reg_idx')
    .on('unemployment_attachment')
    .columns(['registration_id'])
    .execute();
  await id('unemployment_event')
    .addColumn('registration_id', 'integer', (col) =>
      col.notNull().references('unemployment_registration.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(24)', (col) => col.notNull())
    .addColumn('actor', 'varchar(10)', (col) => col.notNull())
    .addColumn('actor_account_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('unemployment_event_reg_idx')
    .on('unemployment_event')
    .columns(['registration_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('unemployment_event').execute();
  await db.schema.dropTable('unemployment_attachment').execute();
  await db.schema.dropTable('unemployment_supplement').execute();
  await db.schema.dropTable('unemployment_registration').execute();
}
