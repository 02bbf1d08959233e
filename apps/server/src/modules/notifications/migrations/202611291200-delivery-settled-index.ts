import type { Kysely } from 'kysely';

/** The statistics count deliveries by the instant they settled: an index range per period. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notification_delivery_updated_at')
    .on('notification_delivery')
    .columns(['updated_at', 'state'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notification_delivery_updated_at').execute();
}
