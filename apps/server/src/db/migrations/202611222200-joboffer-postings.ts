import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * Vacancies from real employers (issue 13).
 *
 * - `job_offer.removal_kind` says why `removed_at` is set — `expired` (the sweep), `withdrawn`
 *   (by its employer), `removed` (by staff, `removal_reason` says why) or `hidden` (reported by
 *   enough accounts, until staff decide) — so every list and search keeps its one filter.
 * - `job_offer_posting`: an employer's vacancy, its working copy of the fields (`values_json`,
 *   the contract's PostingValues), its state and the revision of a published one under way;
 *   `job_offer_id` is the vacancy it published. `awaiting_review` is 1 while staff have it to
 *   review (a new posting or a revision), for the review queue's index.
 * - `job_offer_posting_history`: every action on a posting or a vacancy, with who, when, why.
 * - `job_offer_report`: reports of vacancies; one per account and vacancy (unique index;
 *   visitors' rows have no account and are limited by address instead).
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

  await db.schema.alterTable('job_offer').addColumn('removal_kind', 'varchar(16)').execute();
  await db.schema.alterTable('job_offer').addColumn('removal_reason', 'varchar(500)').execute();

  await id('job_offer_posting')
    .addColumn('employer_id', 'integer', (col) =>
      col.notNull().references('employer.id').onDelete('restrict'),
    )
    .addColumn('job_offer_id', 'integer', (col) =>
      col.unique().references('job_offer.id').onDelete('set null'),
    )
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('revision', 'varchar(16)')
    .addColumn('awaiting_review', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('values_json', 'text', (col) => col.notNull())
    .addColumn('return_reason', 'varchar(500)')
    .addColumn('removal_reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('job_offer_posting_employer_idx')
    .on('job_offer_posting')
    .columns(['employer_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('job_offer_posting_review_idx')
    .on('job_offer_posting')
    .columns(['awaiting_review', 'submitted_at'])
    .execute();

  await id('job_offer_posting_history')
    .addColumn('posting_id', 'integer', (col) =>
      col.references('job_offer_posting.id').onDelete('cascade'),
    )
    .addColumn('job_offer_id', 'integer', (col) =>
      col.references('job_offer.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_account_id', 'integer', (col) =>
      col.references('accounts.id').onDelete('set null'),
    )
    .addColumn('actor_role', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_offer_posting_history_posting_idx')
    .on('job_offer_posting_history')
    .columns(['posting_id', 'at'])
    .execute();
  await db.schema
    .createIndex('job_offer_posting_history_offer_idx')
    .on('job_offer_posting_history')
    .columns(['job_offer_id', 'at'])
    .execute();

  await id('job_offer_report')
    .addColumn('job_offer_id', 'integer', (col) =>
      col.notNull().references('job_offer.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('client_digest', 'varchar(64)')
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('outcome', 'varchar(16)')
    .addColumn('closed_by', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('job_offer_report_account_idx')
    .on('job_offer_report')
    .columns(['job_offer_id', 'account_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('job_offer_report_open_idx')
    .on('job_offer_report')
    .columns(['closed_at', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_offer_report').execute();
  await db.schema.dropTable('job_offer_posting_history').execute();
  await db.schema.dropTable('job_offer_posting').execute();
  await db.schema.alterTable('job_offer').dropColumn('removal_reason').execute();
  await db.schema.alterTable('job_offer').dropColumn('removal_kind').execute();
}
