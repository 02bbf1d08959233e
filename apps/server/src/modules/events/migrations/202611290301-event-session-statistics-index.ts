import type { Kysely } from 'kysely';

/** The statistics count each session's registrations: the registrations of a session by index. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('event_register_session_session_idx')
    .on('event_register_session')
    .columns(['session_id', 'register_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_register_session_session_idx').execute();
}
