import type { Kysely } from 'kysely';

/** The statistics count registrations received and decided in a period: index ranges on time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_seek_created_idx')
    .on('job_seek')
    .columns(['created_at'])
    .execute();
  await db.schema
    .createIndex('job_seek_event_action_at_idx')
    .on('job_seek_event')
    .columns(['action', 'at', 'job_seek_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_seek_event_action_at_idx').execute();
  await db.schema.dropIndex('job_seek_created_idx').execute();
}
