import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SavedSearchTable } from './savedsearches.tables.ts';

/** A transaction other modules write in too (the notifications outbox). */
export type Trx = Transaction<Database>;
export type SavedSearchRow = Selectable<SavedSearchTable>;

export interface SavedSearchValues {
  name: string;
  filters: string;
  mode: string;
  paused: number;
}

/** The SQL of saved searches and the vacancies they found. */
export class SavedSearchesRepository {
  constructor(private readonly db: DB) {}

  async list(accountId: number): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_search')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  }

  async find(accountId: number, id: number): Promise<SavedSearchRow | undefined> {
    return this.db
      .selectFrom('saved_search')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Adds a saved search unless the account has `max` already: the count and the insert run in
   * one transaction holding the account's row, so two calls at once cannot pass the cap.
   */
  async insertUnderCap(
    accountId: number,
    values: SavedSearchValues,
    max: number,
    now: string,
  ): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      // Serializes an account's inserts (PostgreSQL row lock; SQLite writes one at a time).
      await trx
        .updateTable('saved_search')
        .set({ updated_at: (eb) => eb.ref('updated_at') })
        .where('account_id', '=', accountId)
        .execute();
      const { n } = await trx
        .selectFrom('saved_search')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return null;
      const row = await trx
        .insertInto('saved_search')
        .values({ account_id: accountId, ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  async update(
    accountId: number,
    id: number,
    values: SavedSearchValues,
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('saved_search')
      .set({ ...values, updated_at: now })
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes every saved search of the account with its hits; answers how many searches went. */
  async deleteAll(accountId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('saved_search')
          .select('id')
          .where('account_id', '=', accountId)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await trx.deleteFrom('saved_search_hit').where('saved_search_id', 'in', ids).execute();
      await trx.deleteFrom('saved_search').where('id', 'in', ids).execute();
      return ids.length;
    });
  }

  async delete(accountId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_search')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Active (not paused) saved searches of the accounts after `afterAccountId`, by account and
   * id (an account's searches come together).
   */
  async activeAfterAccount(afterAccountId: number, limit: number): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_search')
      .selectAll()
      .where('paused', '=', 0)
      .where('account_id', '>', afterAccountId)
      .orderBy('account_id')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Records that searches found vacancies, inside `trx`, in one statement; answers the hits
   * that are new (`searchId:jobOfferId`): one found before is not (the primary key holds it
   * once: never sent again).
   */
  async addHits(
    trx: Trx,
    hits: { searchId: number; jobOfferId: number; foundAt: string; digestedAt: string | null }[],
  ): Promise<Set<string>> {
    if (hits.length === 0) return new Set();
    const inserted = await trx
      .insertInto('saved_search_hit')
      .values(
        hits.map((hit) => ({
          saved_search_id: hit.searchId,
          job_offer_id: hit.jobOfferId,
          found_at: hit.foundAt,
          digested_at: hit.digestedAt,
        })),
      )
      .onConflict((oc) => oc.columns(['saved_search_id', 'job_offer_id']).doNothing())
      .returning(['saved_search_id', 'job_offer_id'])
      .execute();
    return new Set(inserted.map((r) => `${r.saved_search_id}:${r.job_offer_id}`));
  }

  /** Daily searches, not paused, with hits found before `before` waiting for a digest. */
  async digestDue(before: string): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_search as s')
      .selectAll('s')
      .where('s.mode', '=', 'daily')
      .where('s.paused', '=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('saved_search_hit as h')
            .select('h.job_offer_id')
            .whereRef('h.saved_search_id', '=', 's.id')
            .where('h.digested_at', 'is', null)
            .where('h.found_at', '<', before),
        ),
      )
      .orderBy('s.id')
      .execute();
  }

  /** A search's hits waiting for the digest, found before `before`, newest first. */
  async pendingHits(trx: Trx, searchId: number, before: string): Promise<number[]> {
    const rows = await trx
      .selectFrom('saved_search_hit')
      .select('job_offer_id')
      .where('saved_search_id', '=', searchId)
      .where('digested_at', 'is', null)
      .where('found_at', '<', before)
      .orderBy('found_at', 'desc')
      .orderBy('job_offer_id', 'desc')
      .execute();
    return rows.map((r) => r.job_offer_id);
  }

  async markDigested(trx: Trx, searchId: number, before: string, now: string): Promise<void> {
    await trx
      .updateTable('saved_search_hit')
      .set({ digested_at: now })
      .where('saved_search_id', '=', searchId)
      .where('digested_at', 'is', null)
      .where('found_at', '<', before)
      .execute();
  }
}
