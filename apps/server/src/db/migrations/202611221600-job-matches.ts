import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * Interview matches (spec §3, §4, §5) and their history. A vacancy may cap its active
 * applicants (`job_offer.max_active_interviews`, null = no cap of its own). `job_match_seeker`
 * is one row per seeker that every booking of that seeker locks first (an UPDATE), so the cap
 * of 10 active requests holds under concurrent requests on PostgreSQL; SQLite serializes
 * writers anyway. A booking also locks its vacancy's row for the vacancy's cap.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('job_offer').addColumn('max_active_interviews', 'integer').execute();
  await db.schema
    .createTable('job_match_seeker')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('changed_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('job_match')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('uid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('interview_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('job_offer_id', 'integer', (col) => col.notNull().references('job_offer.id'))
    .addColumn('employer_id', 'integer', (col) => col.notNull().references('employer.id'))
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('origin', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('expected_date_from', 'varchar(10)')
    .addColumn('expected_date_to', 'varchar(10)')
    .addColumn('expected_time_period', 'integer')
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cv_uid', 'varchar(64)')
    .addColumn('interview_at', 'varchar(30)')
    .addColumn('location', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('remark', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reply_due_at', 'varchar(30)')
    .addColumn('reject_reason_id', 'integer')
    .addColumn('reject_other', 'varchar(200)')
    .addColumn('decline_reason', 'varchar(200)')
    .addColumn('employer_result', 'varchar(10)')
    .addColumn('seeker_result', 'varchar(10)')
    .addColumn('seeker_comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('survey_submitted_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_match_account_idx')
    .on('job_match')
    .columns(['account_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('job_match_offer_idx')
    .on('job_match')
    .columns(['job_offer_id', 'status'])
    .execute();
  await db.schema
    .createIndex('job_match_employer_idx')
    .on('job_match')
    .columns(['employer_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createTable('job_match_event')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('job_match_id', 'integer', (col) =>
      col.notNull().references('job_match.id').onDelete('cascade'),
    )
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('actor', 'varchar(10)', (col) => col.notNull())
    .addColumn('actor_account_id', 'integer')
    .addColumn('reason', 'varchar(500)')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_match_event_match_idx')
    .on('job_match_event')
    .columns(['job_match_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_match_event').execute();
  await db.schema.dropTable('job_match').execute();
  await db.schema.dropTable('job_match_seeker').execute();
  await db.schema.alterTable('job_offer').dropColumn('max_active_interviews').execute();
}
