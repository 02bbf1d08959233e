import type { Kysely } from 'kysely';

/**
 * What the single account tells about the person beyond the one display name: the Chinese and
 * the Portuguese/English names and the sex, so a new resume starts from them. Null when the
 * provider does not give them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('name_cn', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('name_pt', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('sex', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('sex').execute();
  await db.schema.alterTable('accounts').dropColumn('name_pt').execute();
  await db.schema.alterTable('accounts').dropColumn('name_cn').execute();
}
