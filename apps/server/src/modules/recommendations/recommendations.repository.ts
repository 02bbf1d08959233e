import type { DB } from '../../db/database.ts';

export interface StoredRecommendation {
  jobOfferIds: number[];
  computedAt: string;
  refreshedOn: string | null;
}

/** The SQL of stored recommendation lists (one row per seeker). */
export class RecommendationsRepository {
  constructor(private readonly db: DB) {}

  async delete(accountId: number): Promise<void> {
    await this.db.deleteFrom('recommendation').where('account_id', '=', accountId).execute();
  }

  async find(accountId: number): Promise<StoredRecommendation | null> {
    const row = await this.db
      .selectFrom('recommendation')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      jobOfferIds: parseIds(row.job_offer_ids),
      computedAt: row.computed_at,
      refreshedOn: row.refreshed_on,
    };
  }

  /** Stores a list computed without the seeker asking (the day's refresh stays available). */
  async store(accountId: number, ids: number[], computedAt: string): Promise<void> {
    const job_offer_ids = JSON.stringify(ids);
    await this.db
      .insertInto('recommendation')
      .values({ account_id: accountId, job_offer_ids, computed_at: computedAt, refreshed_on: null })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ job_offer_ids, computed_at: computedAt }),
      )
      .execute();
  }

  /**
   * Stores a list the seeker asked for, unless a refresh was already made on `today`: one
   * INSERT … ON CONFLICT DO UPDATE … WHERE, so of two refreshes at the same moment exactly one
   * writes. Answers whether this one did.
   */
  async storeRefresh(
    accountId: number,
    ids: number[],
    computedAt: string,
    today: string,
  ): Promise<boolean> {
    const job_offer_ids = JSON.stringify(ids);
    const result = await this.db
      .insertInto('recommendation')
      .values({
        account_id: accountId,
        job_offer_ids,
        computed_at: computedAt,
        refreshed_on: today,
      })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ job_offer_ids, computed_at: computedAt, refreshed_on: today })
          .where((eb) =>
            eb.or([
              eb('recommendation.refreshed_on', 'is', null),
              eb('recommendation.refreshed_on', '<>', today),
            ]),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
