import type { Kysely } from 'kysely';

/** The statistics count registrations submitted and decided in a period: index ranges on time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('unemployment_submitted_idx')
    .on('unemployment_registration')
    .columns(['submitted_at'])
    .execute();
  await db.schema
    .createIndex('unemployment_decided_idx')
    .on('unemployment_registration')
    .columns(['decided_at', 'state'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('unemployment_decided_idx').execute();
  await db.schema.dropIndex('unemployment_submitted_idx').execute();
}
