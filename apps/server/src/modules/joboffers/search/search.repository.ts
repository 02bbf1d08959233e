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
   *   a trigger, migration 202611230100): no join and no tsvector read per hit. The title tiers
   *   are membership in the hits of their query on the rank document's GIN index, hashed once;
   *   the employer and class tiers are the hit's employer or class pair among the few whose
   *   names match, found in the small name tables (migration 202611261000), so no tier reads
   *   thousands of vacancies for their ids.
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
   * sequential scans disabled, in a transaction of its own so the settings end with it. A scan
   * left with no other path (a table without the index) then costs "disabled" (10^10) and would
   * have the plan compiled first (JIT: 0.8 s in all, seen here): JIT is off for the statement too.
   */
  private async run(query: RawBuilder<PageRow>): Promise<PageRow[]> {
    if (this.dialect !== 'postgres') return (await query.execute(this.db)).rows;
    return this.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(
        trx,
      );
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
      // Each tier is one scan of a GIN index, hashed once and probed per hit.
      const [exact, title, employer, jobClass] = search.tsqueryTiers.map(
        (q) => sql`rank_document @@ cast(${q} as tsquery)`,
      );
      const tier = tierCase([
        sql`j.id in (select job_offer_id from job_offer_search where ${exact})`,
        sql`j.id in (select job_offer_id from job_offer_search where ${title})`,
        sql`j.employer_id in (select employer_id from job_offer_search_employer where ${employer})`,
        sql`(j.job_class_id, j.job_class_group_id) in (select job_class_id, job_class_group_id
          from job_offer_search_class where ${jobClass})`,
      ]);
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
