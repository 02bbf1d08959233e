import type { Kysely } from 'kysely';

/**
 * The recommended vacancies of each seeker: the list last computed (`job_offer_ids`, a JSON array
 * in rank order) and the Macao calendar day of the last refresh the seeker asked for (one a day).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recommendation')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('job_offer_ids', 'text', (col) => col.notNull())
    .addColumn('computed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('refreshed_on', 'varchar(10)')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recommendation').execute();
}
