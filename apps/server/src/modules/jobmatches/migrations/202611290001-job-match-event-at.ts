import type { Kysely } from 'kysely';

/** The statistics count the statuses matches took in a period: an index range on the time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_match_event_at_idx')
    .on('job_match_event')
    .columns(['at', 'status', 'job_match_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_match_event_at_idx').execute();
}
