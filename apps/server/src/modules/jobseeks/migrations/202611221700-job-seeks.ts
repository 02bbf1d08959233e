import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The job-seeking registration (spec §3 Registration profile, §4): one row per registration with
 * its profile (JSON text), its state and validity, staff's remarks and result; its history; and
 * the referral matches' link to it. `current` is 1 while the registration is processing or valid
 * and NULL otherwise: the unique index on (account_id, current) lets a seeker hold one current
 * registration at most, even under concurrent requests (NULLs are distinct on both databases).
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
  await id('job_seek')
    .addColumn('ent_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('current', 'integer')
    .addColumn('profile', 'text', (col) => col.notNull())
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('result_id', 'integer')
    .addColumn('refuse_reason', 'varchar(500)')
    .addColumn('card_remark', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('details_remark', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_seek_current_uq')
    .on('job_seek')
    .columns(['account_id', 'current'])
    .unique()
    .execute();
  await db.schema
    .createIndex('job_seek_state_idx')
    .on('job_seek')
    .columns(['state', 'created_at'])
    .execute();
  await id('job_seek_event')
    .addColumn('job_seek_id', 'integer', (col) =>
      col.notNull().references('job_seek.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('actor', 'varchar(10)', (col) => col.notNull())
    .addColumn('actor_account_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_seek_event_seek_idx')
    .on('job_seek_event')
    .columns(['job_seek_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_seek_event').execute();
  await db.schema.dropTable('job_seek').execute();
}
