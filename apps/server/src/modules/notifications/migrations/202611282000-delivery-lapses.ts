import type { Kysely } from 'kysely';

/**
 * A delivery skipped because its notice no longer held when its turn came (the invitation
 * answered, the event over): why, from the contract's NOTICE_LAPSES, shown to staff.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_delivery').addColumn('lapse', 'varchar(40)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_delivery').dropColumn('lapse').execute();
}
