import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  toAccount,
  toAccountType,
  toSex,
  type AccountPerson,
  type AccountRow,
  type AccountWrite,
  type LoginStateRow,
  type TokenRow,
} from './auth.rows.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Accounts, logins, session tokens, started logins and shared secrets. */
export class AuthRepository {
  constructor(private readonly db: DB) {}

  transaction<T>(
    work: (repo: AuthRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.db
      .transaction()
      .execute((trx) => work(new AuthRepository(trx as unknown as DB), trx));
  }

  private get x(): Executor {
    return this.db;
  }

  async upsertAccount(account: AccountWrite, now: string): Promise<AccountRow> {
    const row = await this.x
      .insertInto('accounts')
      .values({
        euid: account.euid,
        identity_no: account.identityNo,
        name: account.name,
        birth_date: account.birthDate,
        identity_docs: account.identityDocs,
        account_type: account.accountType,
        employer_id: account.employerId,
        name_cn: account.nameCn ?? null,
        name_pt: account.namePt ?? null,
        sex: account.sex ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('euid').doUpdateSet({
          identity_no: account.identityNo,
          name: account.name,
          birth_date: account.birthDate,
          identity_docs: account.identityDocs,
          account_type: account.accountType,
          employer_id: account.employerId,
          name_cn: account.nameCn ?? null,
          name_pt: account.namePt ?? null,
          sex: account.sex ?? null,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAccount(row);
  }

  async findAccount(id: number): Promise<AccountRow | undefined> {
    const row = await this.x
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /** The names and sex the provider gave at the account's last login. */
  async findPerson(id: number): Promise<AccountPerson | undefined> {
    const row = await this.x
      .selectFrom('accounts')
      .select(['name_cn', 'name_pt', 'sex'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { nameCn: row.name_cn, namePt: row.name_pt, sex: toSex(row.sex) } : undefined;
  }

  async createLogin(accountId: number, now: string, expiresAt: string): Promise<number> {
    const row = await this.x
      .insertInto('auth_logins')
      .values({ account_id: accountId, created_at: now, expires_at: expiresAt, revoked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertToken(
    tokenHash: string,
    loginId: number,
    now: string,
    idleExpiresAt: string,
  ): Promise<void> {
    await this.x
      .insertInto('auth_tokens')
      .values({
        token_hash: tokenHash,
        login_id: loginId,
        created_at: now,
        idle_expires_at: idleExpiresAt,
        replaced_at: null,
      })
      .execute();
  }

  async findToken(tokenHash: string): Promise<TokenRow | undefined> {
    const row = await this.x
      .selectFrom('auth_tokens as t')
      .innerJoin('auth_logins as l', 'l.id', 't.login_id')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select([
        't.token_hash',
        't.login_id',
        't.created_at as token_created_at',
        't.idle_expires_at',
        't.replaced_at',
        'l.expires_at as login_expires_at',
        'l.revoked_at',
        'a.id',
        'a.euid',
        'a.identity_no',
        'a.name',
        'a.birth_date',
        'a.identity_docs',
        'a.account_type',
        'a.employer_id',
      ])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      tokenHash: row.token_hash,
      loginId: row.login_id,
      tokenCreatedAt: row.token_created_at,
      idleExpiresAt: row.idle_expires_at,
      replacedAt: row.replaced_at,
      loginExpiresAt: row.login_expires_at,
      revokedAt: row.revoked_at,
      account: toAccount(row),
    };
  }

  /**
   * Marks a token replaced and shortens its life to `graceUntil` (never lengthens it). Answers
   * false when another request replaced it first, so only one successor is made.
   */
  async replaceToken(tokenHash: string, now: string, graceUntil: string): Promise<boolean> {
    const result = await this.x
      .updateTable('auth_tokens')
      .set((eb) => ({
        replaced_at: now,
        idle_expires_at: eb
          .case()
          .when('idle_expires_at', '<', graceUntil)
          .then(eb.ref('idle_expires_at'))
          .else(graceUntil)
          .end(),
      }))
      .where('token_hash', '=', tokenHash)
      .where('replaced_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeLogin(loginId: number, now: string): Promise<void> {
    await this.x
      .updateTable('auth_logins')
      .set({ revoked_at: now })
      .where('id', '=', loginId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Deletes the account's logins but one, with their tokens (an erasure); answers how many. */
  async deleteOtherLogins(accountId: number, keepLoginId: number): Promise<number> {
    const others = (eb: ExpressionBuilder<Database, 'auth_tokens'>) =>
      eb
        .selectFrom('auth_logins')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', '!=', keepLoginId);
    await this.x.deleteFrom('auth_tokens').where('login_id', 'in', others).execute();
    const result = await this.x
      .deleteFrom('auth_logins')
      .where('account_id', '=', accountId)
      .where('id', '!=', keepLoginId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets tokens dead for a day and logins ended for a day. */
  async purgeExpired(before: string): Promise<void> {
    await this.x.deleteFrom('auth_tokens').where('idle_expires_at', '<', before).execute();
    await this.x.deleteFrom('auth_logins').where('expires_at', '<', before).execute();
    await this.x.deleteFrom('auth_login_states').where('expires_at', '<', before).execute();
  }

  async insertLoginState(state: LoginStateRow, now: string): Promise<void> {
    await this.x
      .insertInto('auth_login_states')
      .values({
        state: state.state,
        code_verifier: state.codeVerifier,
        redirect_target: state.redirectTarget,
        redirect_uri: state.redirectUri,
        account_type: state.accountType,
        created_at: now,
        expires_at: state.expiresAt,
      })
      .execute();
  }

  /** Reads and deletes a started login: a state is good for one authorize call only. */
  async takeLoginState(state: string): Promise<LoginStateRow | undefined> {
    const row = await this.x
      .deleteFrom('auth_login_states')
      .where('state', '=', state)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      state: row.state,
      codeVerifier: row.code_verifier,
      redirectTarget: row.redirect_target,
      redirectUri: row.redirect_uri,
      accountType: toAccountType(row.account_type),
      expiresAt: row.expires_at,
    };
  }

  /** The secret of a name, made once by whichever instance comes first. */
  async sharedSecret(name: string, make: () => string, now: string): Promise<string> {
    await this.x
      .insertInto('auth_secrets')
      .values({ name, value: make(), created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.x
      .selectFrom('auth_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
