import type { Kysely } from 'kysely';

/** The statistics count withdrawals by the time of removal: an index range per period. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_offer_removal_idx')
    .on('job_offer')
    .columns(['removal_kind', 'removed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_offer_removal_idx').execute();
}
