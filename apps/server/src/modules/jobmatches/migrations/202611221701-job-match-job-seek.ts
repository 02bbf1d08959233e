import type { Kysely } from 'kysely';

/**
 * A match made by a staff referral names the job-seeking registration it was made for (null for
 * bookings and invitations): the seeker's group 900 and jobSeekIdList filter read it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_match')
    .addColumn('job_seek_id', 'integer', (col) => col.references('job_seek.id'))
    .execute();
  await db.schema
    .createIndex('job_match_job_seek_idx')
    .on('job_match')
    .columns(['job_seek_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_match_job_seek_idx').execute();
  await db.schema.alterTable('job_match').dropColumn('job_seek_id').execute();
}
