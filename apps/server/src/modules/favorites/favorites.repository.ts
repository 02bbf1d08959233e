import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The expiring-favourite notices read when the saved vacancies were published. */
export const FOREIGN_READS = ['job_offer'] as const;

/** The SQL of favourites. */
export class FavoritesRepository {
  constructor(private readonly db: DB) {}

  /** The seeker's favourite vacancy ids, newest first. */
  async ids(accountId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('favorite')
      .select(['job_offer_id', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('job_offer_id', 'desc')
      .execute();
    return rows.map((r) => r.job_offer_id);
  }

  /** The seeker's favourites with the instant each was saved. */
  async list(accountId: number): Promise<{ jobOfferId: number; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('favorite')
      .select(['job_offer_id', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('job_offer_id', 'desc')
      .execute();
    return rows.map((r) => ({ jobOfferId: r.job_offer_id, createdAt: r.created_at }));
  }

  /**
   * Adds vacancies to the seeker's favourites, in the order given, as long as the result holds
   * at most `max`; answers the new ones that did not fit (none of them is saved). Vacancies
   * already saved count once. The seeker's `favorite_owner` row is locked first (an UPDATE), so
   * concurrent additions of one seeker run one after the other and the count they check is exact.
   */
  async addWithin(
    accountId: number,
    jobOfferIds: readonly number[],
    max: number,
    now: string,
  ): Promise<{ added: number[]; notFitting: number[] }> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('favorite_owner')
        .values({ account_id: accountId, changed_at: now })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute();
      await trx
        .updateTable('favorite_owner')
        .set({ changed_at: now })
        .where('account_id', '=', accountId)
        .execute();
      const existing = new Set(
        (
          await trx
            .selectFrom('favorite')
            .select('job_offer_id')
            .where('account_id', '=', accountId)
            .execute()
        ).map((r) => r.job_offer_id),
      );
      const fresh = [...new Set(jobOfferIds)].filter((id) => !existing.has(id));
      const room = Math.max(0, max - existing.size);
      const added = fresh.slice(0, room);
      if (added.length > 0) {
        await trx
          .insertInto('favorite')
          .values(added.map((id) => ({ account_id: accountId, job_offer_id: id, created_at: now })))
          .execute();
      }
      return { added, notFitting: fresh.slice(room) };
    });
  }

  /** Deletes every favourite of the seeker and its owner row; answers how many favourites went. */
  async removeAll(accountId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('favorite')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      await trx.deleteFrom('favorite_owner').where('account_id', '=', accountId).execute();
      return Number(result.numDeletedRows);
    });
  }

  async remove(accountId: number, jobOfferId: number): Promise<void> {
    await this.db
      .deleteFrom('favorite')
      .where('account_id', '=', accountId)
      .where('job_offer_id', '=', jobOfferId)
      .execute();
  }

  /**
   * Favourites of vacancies still listed and published from `from` to `to`, with (account,
   * vacancy) after `after`, in that order: the candidates of the expiring notices.
   */
  async publishedBetween(
    from: string,
    to: string,
    after: { accountId: number; jobOfferId: number },
    limit: number,
  ): Promise<{ accountId: number; jobOfferId: number; publishedAt: string }[]> {
    const rows = await this.db
      .selectFrom('favorite as f')
      .innerJoin('job_offer as o', 'o.id', 'f.job_offer_id')
      .select(['f.account_id', 'f.job_offer_id', 'o.published_at'])
      .where('o.removed_at', 'is', null)
      .where('o.published_at', '>=', from)
      .where('o.published_at', '<=', to)
      .where((eb) =>
        eb.or([
          eb('f.account_id', '>', after.accountId),
          eb.and([
            eb('f.account_id', '=', after.accountId),
            eb('f.job_offer_id', '>', after.jobOfferId),
          ]),
        ]),
      )
      .orderBy('f.account_id')
      .orderBy('f.job_offer_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      accountId: r.account_id,
      jobOfferId: r.job_offer_id,
      publishedAt: r.published_at,
    }));
  }

  /** Runs `work` in one transaction (notices written by a scheduler job). */
  async inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
