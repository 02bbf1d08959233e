import { sql } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import type { CompiledSearch } from './query-builder.ts';

/**
 * The SQL of the vacancy search index: the only place that knows FTS5 and tsvector. Every
 * function runs on both dialects; the dialect branches stay inside this file.
 */
export class SearchRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  /**
   * The SQL condition "vacancy `j.id` matches the keyword" and the relevance tier expression
   * (1 when the title texts hold every term, else 0), for the list query to embed.
   */
  matchSql(search: CompiledSearch) {
    if (this.dialect === 'postgres') {
      return {
        matches: sql<boolean>`j.id in (select job_offer_id from job_offer_search
          where document @@ cast(${search.tsqueryAll} as tsquery))`,
        tier: sql<number>`(case when j.id in (select job_offer_id from job_offer_search
          where document @@ cast(${search.tsqueryTitle} as tsquery)) then 1 else 0 end)`,
      };
    }
    return {
      matches: sql<boolean>`j.id in (select rowid from job_offer_fts where job_offer_fts match ${search.fts5All})`,
      tier: sql<number>`(case when j.id in (select rowid from job_offer_fts
          where job_offer_fts match ${search.fts5Title}) then 1 else 0 end)`,
    };
  }

  /** Counts one search of a keyword. */
  async countKeyword(folded: string, keyword: string, at: string): Promise<void> {
    await this.db
      .insertInto('search_keyword')
      .values({ folded, keyword, search_count: 1, last_searched_at: at })
      .onConflict((oc) =>
        oc.column('folded').doUpdateSet({
          keyword,
          search_count: sql`search_keyword.search_count + 1`,
          last_searched_at: at,
        }),
      )
      .execute();
  }

  async topKeywords(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('search_keyword')
      .select('keyword')
      .orderBy('search_count', 'desc')
      .orderBy('last_searched_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.keyword);
  }
}
