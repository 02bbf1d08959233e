import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import { keptPlan } from '../../../db/kept-plan.ts';
import { SEARCH_TOTAL_CAP } from '@vaga/contract';
import type { CompiledSearch } from './query-builder.ts';
import { LISTING_COLUMNS } from './search.tables.ts';

/** A key of a list's order: an expression on the vacancy `j`, ascending or descending. */
export interface SortKey {
  expr: RawBuilder<unknown>;
  desc: boolean;
}

/** What a search page asks for besides the keyword (see JobOfferListRepository). */
export interface SearchPageOptions {
  /** A condition on the vacancy `j`. */
  filter: RawBuilder<SqlBool>;
  /**
   * The keys of the order, given the relevance tier (1 to 5, best first; query-builder.ts). A
   * relevance order puts the tier first: each database then reads the page tier by tier.
   */
  sortKeys: (tier: RawBuilder<unknown>) => SortKey[];
  limit: number;
  offset: number;
  /**
   * The same terms as whole words (compileExactSearch()): the statement then also answers
   * whether any vacancy the filter keeps holds them (IdPage.ownWords).
   */
  ownWords?: CompiledSearch;
  /**
   * SQLite: a covering index whose order the list's order follows (newest or oldest first) and
   * that holds every column of the filter. A keyword with hits for WALK_FROM_SHARE of the
   * vacancies then finds the rest of its page by walking this index, testing each vacancy
   * against its hits, rather than sorting all its hits. Leave it out for an order the index does
   * not follow.
   */
  walkIndex?: 'job_offer_list_all_idx' | 'job_offer_list_group_idx' | 'job_offer_list_walk_idx';
}

export interface IdPage {
  ids: number[];
  /** How many match, counted up to countLimit() + 1 (searchTotal()). */
  total: number;
  /** Asked with `ownWords`: whether a vacancy holds the terms as whole words. */
  ownWords?: boolean;
}

interface PageRow {
  id: number | null;
  total: number | string;
  own: number | boolean | null;
}

/**
 * The most hits a search counts past the page asked for: its total is exact up to the larger of
 * SEARCH_TOTAL_CAP and the end of the page, and one more than that beyond (read "more than").
 */
export function countLimit(offset: number, limit: number, cap = SEARCH_TOTAL_CAP): number {
  return Math.max(cap, offset + limit);
}

/**
 * SQLite: a keyword whose hits are at least this share of the vacancies (by the highest id) has
 * its last tier read by walking the list's own index (SearchPageOptions.walkIndex): at one
 * vacancy in twenty or more, a page of the newest is found within a few thousand index entries,
 * where sorting every hit costs a join each.
 */
export const WALK_FROM_SHARE = 0.05;

/**
 * The SQL of the vacancy search index: the only place that knows FTS5 and tsvector. Every
 * function runs on both dialects; the dialect branches stay inside this file.
 */
export class SearchRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
    /** SEARCH_TOTAL_CAP; smaller in tests. */
    private readonly totalCap = SEARCH_TOTAL_CAP,
    /** WALK_FROM_SHARE; 0 (always walk) and 1,000 (never) in tests. */
    private readonly walkFromShare = WALK_FROM_SHARE,
  ) {}

  /**
   * One page of the vacancies matching a keyword and a filter and how many match, counted up to
   * countLimit() + 1, and when asked whether some hit holds the terms as whole words: one
   * statement, one round trip, on both databases (docs/decisions.md "Search in one statement"):
   * the page's vacancies in order, then, after UNION ALL, one row with the count and the
   * answer, uncorrelated subqueries computed once. A page past the end is that last row alone.
   * On both databases the page is read tier by tier, and stops once it is full (tieredRows(),
   * postgresRows()); PostgreSQL keeps the statement's plan (db/kept-plan.ts).
   *
   * - SQLite: the FTS5 hits (ascending rowid = vacancy id) drive the loop; each hit's filter
   *   columns come from the narrow by-id covering index (`INDEXED BY`, not the wide row). The
   *   page is read tier by tier (tieredRows()): each tier is the column-restricted hits of its
   *   expression less those of the earlier tiers, and the branches stop once the page is full.
   * - PostgreSQL: a bitmap scan of the GIN index on the 'simple' tsvector gives the hits, and
   *   each hit's narrow `job_offer_search` row holds its filter and sort columns (a copy kept by
   *   a trigger, migration 202611230100): no join and no tsvector read per hit. The title tiers
   *   are the hits of their query on the rank document's GIN index; the employer and class tiers
   *   start from the few employers and classes whose names match, found in the small name tables
   *   (migration 202611261000). The tsvector columns keep no statistics (migration
   *   202611290100), so the planner takes a match for a few hits and reads them through the
   *   index, never by a scan of every document.
   *
   * The count stops at countLimit() + 1 hits: a broad keyword's total costs no more than a
   * thousand hits, whatever it matches.
   */
  async page(search: CompiledSearch, options: SearchPageOptions): Promise<IdPage> {
    const statement = this.pageSql(search, options);
    // PostgreSQL plans the statement once per connection, not on every page (db/kept-plan.ts).
    const rows = (await keptPlan(statement).execute(this.db)).rows;
    const last = rows[rows.length - 1];
    const page: IdPage = {
      ids: rows.slice(0, -1).map((r) => Number(r.id)),
      total: Number(last?.total ?? 0),
    };
    if (options.ownWords) page.ownWords = Boolean(Number(last?.own ?? 0));
    return page;
  }

  /** The hits of a search that the filter keeps, on the vacancy `j` (FROM and WHERE). */
  private hits(search: CompiledSearch, filter: RawBuilder<SqlBool>): RawBuilder<unknown> {
    if (this.dialect === 'postgres') {
      // The hits carry the vacancy's filter and sort columns (migration 202611230100): no join.
      return sql`(select job_offer_id as id, ${sql.join(LISTING_COLUMNS.map((c) => sql.ref(c)))}
          from job_offer_search where document @@ cast(${search.tsqueryAll} as tsquery)) j
        where ${filter}`;
    }
    return sql`job_offer_fts f
      cross join job_offer as j indexed by job_offer_list_id_idx
      where f.job_offer_fts match ${search.fts5All} and j.id = f.rowid and ${filter}`;
  }

  private pageSql(search: CompiledSearch, o: SearchPageOptions) {
    const counted = countLimit(o.offset, o.limit, this.totalCap) + 1;
    const own = o.ownWords
      ? sql`exists (select 1 from ${this.hits(o.ownWords, o.filter)})`
      : sql`cast(null as boolean)`;
    const rows =
      this.dialect === 'postgres' ? this.postgresRows(search, o) : this.tieredRows(search, o);
    // The page's rows in order, then one row with the count (and the own-words answer).
    return sql<PageRow>`select id, total, own from (select id,
        cast(null as bigint) as total, cast(null as boolean) as own from (${rows}) r) p
      union all
      select cast(null as integer), (select count(*) from (select 1
        from ${this.hits(search, o.filter)} limit ${counted}) n), ${own}`;
  }

  /**
   * PostgreSQL: the page's vacancy ids in order, tier by tier as on SQLite (tieredRows()): one
   * branch per relevance tier under the page's LIMIT, which PostgreSQL's Append runs in turn and
   * stops pulling once the page is full. The title tiers are read from the rank document's GIN
   * index; the employer and class tiers from the few employers and classes whose names match,
   * through the indexes on the search row's employer and class (migration 202611292100). Only
   * the last branch reads the keyword's every hit, when the tiers before it leave the page short.
   */
  private postgresRows(search: CompiledSearch, o: SearchPageOptions): RawBuilder<unknown> {
    const keys = o.sortKeys(TIER_MARK);
    const all = sql`document @@ cast(${search.tsqueryAll} as tsquery)`;
    const columns = sql.join(LISTING_COLUMNS.map((c) => sql`s.${sql.ref(c)}`));
    const hitsWhere = (where: RawBuilder<unknown>, from = sql`job_offer_search s`) =>
      sql`(select s.job_offer_id as id, ${columns} from ${from} where ${where}) j
        where ${o.filter}`;
    if (keys[0]?.expr !== TIER_MARK) {
      return sql`select j.id as id from ${hitsWhere(all)}
        order by ${orderBy(keys)} limit ${o.limit} offset ${o.offset}`;
    }
    const order = orderBy(keys.slice(1));
    const need = o.offset + o.limit;
    const [exact, title, employer, jobClass] = search.tsqueryTiers.map(
      (q) => sql`rank_document @@ cast(${q} as tsquery)`,
    );
    const titled = (q: RawBuilder<unknown>) =>
      sql`(select job_offer_id from job_offer_search where ${q})`;
    const employers = sql`(select employer_id from job_offer_search_employer where ${employer})`;
    const classes = sql`(select job_class_id, job_class_group_id from job_offer_search_class
      where ${jobClass})`;
    const inClasses = sql`(s.job_class_id, s.job_class_group_id) in ${classes}`;
    // Each tier's hits, and the test that a hit of a later tier is of this one. The employer and
    // class tiers ask for their few ids as an array, so their vacancies are read by index.
    const tiers = [
      { hits: hitsWhere(sql`s.${exact}`), holds: sql`j.id in ${titled(exact)}` },
      { hits: hitsWhere(sql`s.${title}`), holds: sql`j.id in ${titled(title)}` },
      {
        hits: hitsWhere(sql`s.employer_id = any(array${employers})`),
        holds: sql`j.employer_id in ${employers}`,
      },
      {
        hits: hitsWhere(sql`s.job_class_id = any(array(select job_class_id from ${classes} c))
          and ${inClasses}`),
        holds: sql`(j.job_class_id, j.job_class_group_id) in ${classes}`,
      },
    ];
    const earlier = (i: number) =>
      sql.join(
        tiers.slice(0, i).map((t) => sql`and not ${t.holds}`),
        sql` `,
      );
    const branches = [...tiers, { hits: hitsWhere(all), holds: sql`true` }].map(
      (t, i) => sql`(select j.id as id from ${t.hits} ${earlier(i)}
        order by ${order} limit ${need})`,
    );
    return sql`select id from (${sql.join(branches, sql` union all `)}) b
      limit ${o.limit} offset ${o.offset}`;
  }

  /**
   * SQLite: the page's vacancy ids in order, tier by tier. Each relevance tier is its own branch
   * of a UNION ALL, in tier order, holding that tier's first `offset + limit` hits in the order
   * of the other keys (none of an earlier tier); SQLite runs the branches in turn and stops once
   * the page is full, so a broad keyword's first pages cost the few hits of its title tiers, not
   * a join and a tier test for each of its thousands of hits. The last branch holds the other
   * hits: sorted when they are few, found by walking the list's index (walkIndex) when the
   * keyword has hits for WALK_FROM_SHARE of the vacancies or more. Without the relevance order
   * there is that one branch.
   */
  private tieredRows(search: CompiledSearch, o: SearchPageOptions): RawBuilder<unknown> {
    const keys = o.sortKeys(TIER_MARK);
    const ranked = keys[0]?.expr === TIER_MARK;
    const order = orderBy(ranked ? keys.slice(1) : keys);
    const need = o.offset + o.limit;
    const tiers = ranked ? search.fts5Tiers : [];
    // Each tier's hits, read once when a branch first needs them (tier1 … tier4).
    const names = tiers.map((_, i) => sql.raw(`tier${i + 1}`));
    const ctes = tiers.map(
      (match, i) => sql`${names[i]}(id) as materialized
        (select rowid from job_offer_fts where job_offer_fts match ${match})`,
    );
    const notEarlier = (column: RawBuilder<unknown>, count: number) =>
      sql.join(
        names.slice(0, count).map((name) => sql`and ${column} not in ${name}`),
        sql` `,
      );
    const byId = sql`job_offer as j indexed by job_offer_list_id_idx`;
    const sorted = (from: RawBuilder<unknown>, where: RawBuilder<unknown>, limit: unknown) =>
      sql`select * from (select j.id as id from ${from} where ${where} and ${o.filter}
        order by ${order} limit ${limit})`;
    const branches = names.map((name, i) =>
      sorted(sql`${name} t cross join ${byId}`, sql`j.id = t.id ${notEarlier(sql`t.id`, i)}`, need),
    );
    const otherHits = (limit: unknown) =>
      sorted(
        sql`job_offer_fts f cross join ${byId}`,
        sql`f.job_offer_fts match ${search.fts5All} and j.id = f.rowid
          ${notEarlier(sql`f.rowid`, names.length)}`,
        limit,
      );
    if (o.walkIndex) {
      // Whether the keyword's hits reach WALK_FROM_SHARE of the vacancies (by the highest id),
      // worked out once for both branches below.
      ctes.push(
        sql`walk_from(hits) as materialized (select
          cast(coalesce(max(id), 0) * ${this.walkFromShare} as integer) from job_offer)`,
        sql`walk(broad) as materialized (select (select count(*) from (select 1 from job_offer_fts
          where job_offer_fts match ${search.fts5All} limit (select hits from walk_from)))
          >= (select hits from walk_from))`,
      );
      const broad = sql`(select broad from walk)`;
      // A LIMIT of 0 skips its branch before it reads anything: one of the two runs.
      branches.push(
        otherHits(sql`(case when ${broad} then 0 else ${need} end)`),
        sorted(
          sql`job_offer as j indexed by ${sql.raw(o.walkIndex)}`,
          sql`+j.id in (select rowid from job_offer_fts where job_offer_fts match ${search.fts5All})
            ${notEarlier(sql`+j.id`, names.length)}`,
          sql`(case when ${broad} then ${need} else 0 end)`,
        ),
      );
    } else {
      branches.push(otherHits(need));
    }
    const withs = ctes.length > 0 ? sql`with ${sql.join(ctes)} ` : sql``;
    return sql`${withs}select id from (${sql.join(branches, sql` union all `)})
      limit ${o.limit} offset ${o.offset}`;
  }
}

/** Stands for the relevance tier in a list's keys: a page is read by tier, branch by branch. */
const TIER_MARK = sql<number>`tier`;

/** The ORDER BY of some keys. */
export function orderBy(keys: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(keys.map((k) => sql`${k.expr} ${k.desc ? sql`desc` : sql`asc`}`));
}
