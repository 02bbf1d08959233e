import type { Kysely } from 'kysely';

/**
 * The values of a posting's listed version (`published_values_json`, the contract's
 * PostingValues as approved), kept while a revision of a published vacancy is under way so the
 * employer and staff see both versions; null until the posting is first approved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_offer_posting')
    .addColumn('published_values_json', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_offer_posting').dropColumn('published_values_json').execute();
}
