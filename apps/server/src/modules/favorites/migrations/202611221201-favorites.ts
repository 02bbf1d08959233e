import type { Kysely } from 'kysely';

/**
 * Favourite vacancies of seekers (spec §3 Favorite, §9: at most 30). `favorite_owner` is one row
 * per seeker that every change of that seeker's favourites locks first (an UPDATE), so the cap
 * holds under concurrent requests on PostgreSQL; SQLite serializes writers anyway.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorite_owner')
    .addColumn('account_id', 'integer', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('changed_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('favorite')
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('job_offer_id', 'integer', (col) =>
      col.notNull().references('job_offer.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorite_pk', ['account_id', 'job_offer_id'])
    .execute();
  await db.schema
    .createIndex('favorite_account_created_idx')
    .on('favorite')
    .columns(['account_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favorite').execute();
  await db.schema.dropTable('favorite_owner').execute();
}
