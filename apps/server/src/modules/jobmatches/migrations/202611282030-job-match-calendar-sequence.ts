import type { Kysely } from 'kysely';

/**
 * The SEQUENCE of a match's calendar entry (RFC 5545): raised each time the entry the seeker was
 * sent changes (accepted, moved, cancelled), so the newer entry replaces the older one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_match')
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_match').dropColumn('calendar_sequence').execute();
}
