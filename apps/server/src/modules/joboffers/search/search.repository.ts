import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import { LAST_TIER, type CompiledSearch } from './query-builder.ts';
import { LISTING_COLUMNS } from './search.tables.ts';

/** What a search page asks for besides the keyword (see JobOfferListRepository). */
export interface SearchPageOptions {
  /** A condition on the vacancy `j`. */
  filter: RawBuilder<SqlBool>;
  /** The ORDER BY, given the relevance tier expression (1 to LAST_TIER, best first). */
  order: (tier: RawBuilder<unknown>) => RawBuilder<unknown>;
  limit: number;
  offset: number;
}

export interface IdPage {
  ids: number[];
  total: number;
}

interface PageRow {
  id: number;
  total: number | string;
}

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
   * One page of the vacancies matching a keyword and a filter, and how many match in all, in one
   * statement that starts from the index hits:
   *
   * - SQLite: the FTS5 hits (ascending rowid = vacancy id) drive the loop; each hit's filter
   *   columns come from the narrow by-id covering index (`INDEXED BY`, not the wide row), and the
   *   relevance tier is membership in the column-restricted hits of each tier, which SQLite
   *   evaluates once each into a bloom-filtered list (reading the same few doclists again).
   * - PostgreSQL: a bitmap scan of the GIN index on the 'simple' tsvector gives the hits, and
   *   each hit's narrow `job_offer_search` row holds its filter and sort columns (a copy kept by
   *   a trigger, migration 202611230100): no join and no tsvector read per hit. The tier is
   *   membership in the hits of each tier's query on the rank document's GIN index, hashed once.
   *
   * The total is `count(*) over ()`, computed on the same filtered hits before the page is cut;
   * only a page past the end (no rows to carry it) asks for the count alone.
   */
  async page(search: CompiledSearch, options: SearchPageOptions): Promise<IdPage> {
    const rows = await this.run(this.pageSql(search, options));
    if (rows.length > 0 || options.offset === 0) {
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    }
    const counted = await this.run(this.pageSql(search, { ...options, countOnly: true }));
    return { ids: [], total: Number(counted[0]?.total ?? 0) };
  }

  /**
   * Runs a search statement. PostgreSQL's planner does not count the cost of decompressing each
   * document when it weighs a sequential scan against the GIN index, and picks the scan for
   * prefix terms (`cook*`), ten times slower at 100,000 vacancies: the statement runs with
   * sequential scans disabled, in a transaction of its own so the setting ends with it.
   */
  private async run(query: RawBuilder<PageRow>): Promise<PageRow[]> {
    if (this.dialect !== 'postgres') return (await query.execute(this.db)).rows;
    return this.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await query.execute(trx)).rows;
    });
  }

  private pageSql(search: CompiledSearch, o: SearchPageOptions & { countOnly?: boolean }) {
    if (this.dialect === 'postgres') {
      // The hits carry the vacancy's filter and sort columns (migration 202611230100): no join.
      const from = sql`(select job_offer_id as id, ${sql.join(LISTING_COLUMNS.map((c) => sql.ref(c)))}
          from job_offer_search where document @@ cast(${search.tsqueryAll} as tsquery)) j
        where ${o.filter}`;
      if (o.countOnly) return sql<PageRow>`select 0 as id, count(*) as total from ${from}`;
      // Each tier is one scan of the rank document's GIN index, hashed once and probed per hit.
      const tier = tierCase(
        search.tsqueryTiers.map(
          (q) => sql`j.id in (select job_offer_id from job_offer_search
            where rank_document @@ cast(${q} as tsquery))`,
        ),
      );
      return sql<PageRow>`select j.id, count(*) over () as total from ${from}
        order by ${o.order(tier)} limit ${o.limit} offset ${o.offset}`;
    }
    const from = sql`job_offer_fts f
      cross join job_offer as j indexed by job_offer_list_id_idx
      where f.job_offer_fts match ${search.fts5All} and j.id = f.rowid and ${o.filter}`;
    if (o.countOnly) return sql<PageRow>`select 0 as id, count(*) as total from ${from}`;
    const tier = tierCase(
      search.fts5Tiers.map(
        (m) => sql`f.rowid in (select rowid from job_offer_fts where job_offer_fts match ${m})`,
      ),
    );
    return sql<PageRow>`select j.id, count(*) over () as total from ${from}
      order by ${o.order(tier)} limit ${o.limit} offset ${o.offset}`;
  }
}

/** The first tier whose condition holds (1…4), else LAST_TIER; a null condition does not hold. */
function tierCase(conditions: RawBuilder<unknown>[]): RawBuilder<number> {
  const whens = conditions.map((c, i) => sql`when ${c} then ${sql.lit(i + 1)}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${sql.lit(LAST_TIER)} end)`;
}
