import type { Kysely } from 'kysely';

/** The statistics count new job alerts by the instant they were made: an index range per period. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('saved_search_created_at')
    .on('saved_search')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('saved_search_created_at').execute();
}
