import type { Kysely } from 'kysely';

/**
 * Account types (personal, employer, staff) and the employer of an employer account, both
 * from the identity provider's claims at login; a started login keeps the type it asked for.
 * Accounts made before are seekers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('account_type', 'text', (col) => col.notNull().defaultTo('personal'))
    .execute();
  await db.schema.alterTable('accounts').addColumn('employer_id', 'integer').execute();
  await db.schema
    .alterTable('auth_login_states')
    .addColumn('account_type', 'text', (col) => col.notNull().defaultTo('personal'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_login_states').dropColumn('account_type').execute();
  await db.schema.alterTable('accounts').dropColumn('employer_id').execute();
  await db.schema.alterTable('accounts').dropColumn('account_type').execute();
}
