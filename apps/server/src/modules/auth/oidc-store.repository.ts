import type { DB } from '../../db/database.ts';

export interface OidcPayloadWrite {
  model: string;
  id: string;
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: string | null;
}

/** Storage of the embedded OpenID provider and of the shared rate-limit counters. */
export class OidcStoreRepository {
  constructor(private readonly db: DB) {}

  async upsertPayload(p: OidcPayloadWrite): Promise<void> {
    await this.db
      .insertInto('oidc_payloads')
      .values({
        model: p.model,
        id: p.id,
        payload: p.payload,
        grant_id: p.grantId,
        user_code: p.userCode,
        uid: p.uid,
        expires_at: p.expiresAt,
      })
      .onConflict((oc) =>
        oc.columns(['model', 'id']).doUpdateSet({
          payload: p.payload,
          grant_id: p.grantId,
          user_code: p.userCode,
          uid: p.uid,
          expires_at: p.expiresAt,
        }),
      )
      .execute();
  }

  private live(now: string) {
    return this.db
      .selectFrom('oidc_payloads')
      .select(['id', 'payload'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  }

  async findPayload(model: string, id: string, now: string): Promise<string | undefined> {
    const row = await this.live(now)
      .where('model', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.payload;
  }

  async findPayloadBy(
    model: string,
    column: 'uid' | 'user_code',
    value: string,
    now: string,
  ): Promise<string | undefined> {
    const row = await this.live(now)
      .where('model', '=', model)
      .where(column, '=', value)
      .executeTakeFirst();
    return row?.payload;
  }

  async updatePayload(model: string, id: string, payload: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ payload })
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async destroyPayload(model: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  /** Forgets provider records and rate-limit windows that have ended. */
  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
    await this.db.deleteFrom('rate_limits').where('window_ends_at', '<', now).execute();
  }

  /**
   * Counts a hit in a fixed window, atomically on both databases: a hit after the window's end
   * starts a new window. Answers the count so far and when the window ends.
   */
  async hit(
    key: string,
    now: string,
    windowEndsAt: string,
  ): Promise<{ count: number; windowEndsAt: string }> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, window_ends_at: windowEndsAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rate_limits.window_ends_at', '<=', now)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_ends_at: eb
            .case()
            .when('rate_limits.window_ends_at', '<=', now)
            .then(windowEndsAt)
            .else(eb.ref('rate_limits.window_ends_at'))
            .end(),
        })),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), windowEndsAt: row.window_ends_at };
  }

  /** Takes back one hit of `key` in the window still running at `now`. */
  async refund(key: string, now: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('window_ends_at', '>', now)
      .where('count', '>', 0)
      .execute();
  }
}
