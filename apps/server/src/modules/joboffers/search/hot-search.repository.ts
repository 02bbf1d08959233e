import { sql } from 'kysely';
import type { DB } from '../../../db/database.ts';

/** One client's search of a keyword, not yet counted. */
export interface KeywordSearch {
  folded: string;
  /** The keyword as shown (searchLabel()). */
  keyword: string;
  /** A digest naming the client (account or address). */
  client: string;
  /** The client's day (Macao), YYYY-MM-DD. */
  day: string;
  /** The search, ISO instant. */
  at: string;
}

export interface HotKeywordRow {
  folded: string;
  keyword: string;
  searchCount: number;
  clientCount: number;
  hidden: boolean;
}

/**
 * The hot-search counts: a keyword counts once per client per day, its distinct clients are
 * counted apart, and staff may hide it. Both steps of a count are single conditional writes, so
 * two instances counting the same client at once count it once.
 */
export class HotSearchRepository {
  constructor(private readonly db: DB) {}

  async count(searches: KeywordSearch[]): Promise<void> {
    if (searches.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const s of searches) {
        const added = await trx
          .insertInto('search_keyword_client')
          .values({ folded: s.folded, client: s.client, last_day: s.day })
          .onConflict((oc) => oc.columns(['folded', 'client']).doNothing())
          .returning('client')
          .execute();
        const newDay =
          added.length > 0 ||
          (
            await trx
              .updateTable('search_keyword_client')
              .set({ last_day: s.day })
              .where('folded', '=', s.folded)
              .where('client', '=', s.client)
              .where('last_day', '<', s.day)
              .returning('client')
              .execute()
          ).length > 0;
        if (!newDay) continue;
        const newClient = added.length > 0 ? 1 : 0;
        await trx
          .insertInto('search_keyword')
          .values({
            folded: s.folded,
            keyword: s.keyword,
            search_count: 1,
            client_count: newClient,
            last_searched_at: s.at,
          })
          .onConflict((oc) =>
            oc.column('folded').doUpdateSet({
              search_count: sql`search_keyword.search_count + 1`,
              client_count: sql`search_keyword.client_count + ${newClient}`,
              last_searched_at: s.at,
            }),
          )
          .execute();
      }
    });
  }

  /** The labels shown: not hidden, searched by at least `minClients` clients, most searched first. */
  async top(limit: number, minClients: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('search_keyword')
      .select('keyword')
      .where('hidden', '=', 0)
      .where('client_count', '>=', minClients)
      .orderBy('search_count', 'desc')
      .orderBy('last_searched_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.keyword);
  }

  /** Every counted keyword, most searched first (the staff list). */
  async list(limit: number): Promise<HotKeywordRow[]> {
    const rows = await this.db
      .selectFrom('search_keyword')
      .select(['folded', 'keyword', 'search_count', 'client_count', 'hidden'])
      .orderBy('search_count', 'desc')
      .orderBy('folded')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      folded: r.folded,
      keyword: r.keyword,
      searchCount: Number(r.search_count),
      clientCount: Number(r.client_count),
      hidden: Number(r.hidden) === 1,
    }));
  }

  /**
   * Forgets the clients whose last search of a keyword was before `cutoffDay` (YYYY-MM-DD),
   * recounts the distinct clients of the keywords they had searched, and removes those keywords
   * left without a client unless staff hid them (a hidden keyword stays hidden), in one
   * transaction. Answers how many client rows were removed.
   */
  async forgetClientsBefore(cutoffDay: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('search_keyword_client')
        .where('last_day', '<', cutoffDay)
        .returning('folded')
        .execute();
      const folded = [...new Set(removed.map((r) => r.folded))];
      for (let at = 0; at < folded.length; at += 500) {
        await trx
          .updateTable('search_keyword')
          .set({
            client_count: sql<number>`(select count(*) from search_keyword_client c where c.folded = search_keyword.folded)`,
          })
          .where('folded', 'in', folded.slice(at, at + 500))
          .execute();
        await trx
          .deleteFrom('search_keyword')
          .where('folded', 'in', folded.slice(at, at + 500))
          .where('client_count', '=', 0)
          .where('hidden', '=', 0)
          .execute();
      }
      return removed.length;
    });
  }

  /** Hides or shows a keyword; false when it was never counted. */
  async setHidden(folded: string, hidden: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('search_keyword')
      .set({ hidden: hidden ? 1 : 0 })
      .where('folded', '=', folded)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
