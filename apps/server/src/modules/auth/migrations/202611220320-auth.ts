import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('euid', 'text', (col) => col.notNull().unique())
    .addColumn('identity_no', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text')
    .addColumn('identity_docs', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_logins')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('auth_logins_account')
    .on('auth_logins')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('login_id', 'integer', (col) =>
      col.notNull().references('auth_logins.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('idle_expires_at', 'text', (col) => col.notNull())
    .addColumn('replaced_at', 'text')
    .execute();
  await db.schema.createIndex('auth_tokens_login').on('auth_tokens').column('login_id').execute();
  await db.schema
    .createIndex('auth_tokens_idle_expiry')
    .on('auth_tokens')
    .column('idle_expires_at')
    .execute();

  await db.schema
    .createTable('auth_login_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_target', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
  await db.schema
    .createIndex('oidc_payloads_expiry')
    .on('oidc_payloads')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('oidc_payloads_user_code')
    .on('oidc_payloads')
    .column('user_code')
    .execute();

  await db.schema
    .createTable('auth_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window')
    .on('rate_limits')
    .column('window_ends_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'auth_secrets',
    'oidc_payloads',
    'auth_login_states',
    'auth_tokens',
    'auth_logins',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
