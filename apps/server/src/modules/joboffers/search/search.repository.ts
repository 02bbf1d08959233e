import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import { keptPlan } from '../../../db/kept-plan.ts';
import { LIMITS, SEARCH_TOTAL_CAP } from '@vaga/contract';
import { tsqueryOfMonth, type CompiledSearch } from './query-builder.ts';
import { LISTING_COLUMNS } from './search.tables.ts';

/** A key of a list's order: an expression on the vacancy `j`, ascending or descending. */
export interface SortKey {
  expr: RawBuilder<unknown>;
  desc: boolean;
}

/** What a search page asks for besides the keyword (see JobOfferListRepository). */
export interface SearchPageOptions<R extends object = object> {
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
  /**
   * The list is in publication order after its tier, newest or oldest first, and keeps only
   * vacancies published at or after `since`: PostgreSQL then reads the last tier of a keyword
   * counted to its cap one publication month at a time, in that order (monthHitSets()), and a
   * page stops at the months it fills.
   */
  byPublication?: { since: string; newestFirst: boolean };
  /**
   * What the caller reads of each vacancy of the page, in the same statement (the list's
   * withCardColumns()): a statement on the page's rows `p` (`id`, `total`, `own`, and their order
   * `pos`) that keeps them all, ordered by `pos`, and adds the caller's columns, null on the last
   * row (the total's).
   */
  columns?: (page: PageRows, dialect: Dialect) => RawBuilder<PageRow & R>;
  /**
   * How many matched the same keyword and filter when a page of theirs was last read, while no
   * write has changed them since (the caller keeps it: VacancyRowPages). The statement then
   * counts nothing when that total answers this page too (keptCount()).
   */
  knownTotal?: CountedTotal;
}

/** A total and the limit it was counted against: exact when below it, "at least" when at it. */
export interface CountedTotal {
  total: number;
  /** countLimit() + 1 of the page it was counted for; Infinity for a count without a cap. */
  countedTo: number;
}

/** The rows of a page statement (PageRow), numbered in their order as `pos`, as `p`. */
export type PageRows = RawBuilder<unknown>;

export interface IdPage<R extends object = object> {
  ids: number[];
  /** How many match, counted up to countLimit() + 1 (searchTotal()). */
  total: number;
  /** The limit `total` was counted against (CountedTotal); Infinity for a count without a cap. */
  countedTo: number;
  /** Whether this statement counted the total: false when a known one answered (keptCount()). */
  counted: boolean;
  /** Asked with `ownWords`: whether a vacancy holds the terms as whole words. */
  ownWords?: boolean;
  /** Asked with `columns`: the page's vacancies with the caller's columns, in order. */
  rows?: (PageRow & R)[];
}

/** A row of a page statement: a vacancy's id, or (last) the total and the own-words answer. */
export interface PageRow {
  id: number | null;
  total: number | string | null;
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
 * What counting to `countedTo` would answer, from a total known for the same keyword and filter:
 * an exact total (below its limit) answers any page, up to that page's limit; an "at least" total
 * answers a page whose limit is no higher. Undefined when it cannot answer: the page counts.
 */
export function keptCount(known: CountedTotal | undefined, countedTo: number): number | undefined {
  if (!known) return undefined;
  if (known.total < known.countedTo) return Math.min(known.total, countedTo);
  return known.countedTo >= countedTo ? countedTo : undefined;
}

/**
 * SQLite: a keyword whose hits are at least this share of the vacancies (by the highest id) has
 * its last tier read by walking the list's own index (SearchPageOptions.walkIndex): at one
 * vacancy in twenty or more, a page of the newest is found within a few thousand index entries,
 * where sorting every hit costs a join each.
 */
export const WALK_FROM_SHARE = 0.05;

/**
 * PostgreSQL: how many publication months a search in publication order reads one by one, from
 * the month of the earliest listed publication: a listed vacancy is at most four months and the
 * days before its removal old, so its months are at most six.
 */
export const SEARCH_MONTHS = LIMITS.jobOfferValidMonths + 2;

/** `count` months (`2026-11`, as `published_at` begins) from the month of `since`, and the next. */
export function monthsFrom(since: string, count: number): { months: string[]; after: string } {
  const first = Number(since.slice(0, 4)) * 12 + Number(since.slice(5, 7)) - 1;
  const month = (n: number) =>
    `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
  return {
    months: Array.from({ length: count }, (_, i) => month(first + i)),
    after: month(first + count),
  };
}

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
   * PostgreSQL: whether a keyword was counted to its cap on its last page in publication order.
   * The next page's statement then holds only the last-tier branches it is likely to read (month
   * by month, or whole), and a keyword not yet seen holds both, its count choosing. The page is
   * the same whichever it holds; the guess only spares the executor branches it would skip.
   */
  private readonly countedToCap = new WeakMap<CompiledSearch, boolean>();

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
   *   index, never by a scan of every document. In publication order, a keyword counted to its
   *   cap reads its last tier month by month (migration 202611301000).
   *
   * The count stops at countLimit() + 1 hits: a broad keyword's total costs no more than a
   * thousand hits, whatever it matches; and a total the caller knows for the same keyword and
   * filter (`knownTotal`, the next page of a keyword) costs none (keptCount()).
   */
  async page<R extends object = object>(
    search: CompiledSearch,
    options: SearchPageOptions<R>,
  ): Promise<IdPage<R>> {
    const countedTo = countLimit(options.offset, options.limit, this.totalCap) + 1;
    // A total known for this keyword and filter answers without counting again.
    const kept = keptCount(options.knownTotal, countedTo);
    const ids = this.pageSql(search, options, countedTo, kept);
    const statement = options.columns
      ? options.columns(
          sql`(select q.id, q.total, q.own, row_number() over () as pos from (${ids}) q) p`,
          this.dialect,
        )
      : (ids as RawBuilder<PageRow & R>);
    // PostgreSQL plans the statement once per connection, not on every page (db/kept-plan.ts).
    const rows = (await keptPlan(statement).execute(this.db)).rows;
    const last = rows[rows.length - 1];
    const vacancies = rows.slice(0, -1);
    const page: IdPage<R> = {
      ids: vacancies.map((r) => Number(r.id)),
      total: Number(last?.total ?? 0),
      countedTo,
      counted: kept === undefined,
    };
    if (options.columns) page.rows = vacancies;
    if (this.dialect === 'postgres' && options.byPublication) {
      this.countedToCap.set(search, page.total >= countedTo);
    }
    if (options.ownWords) page.ownWords = Boolean(Number(last?.own ?? 0));
    return page;
  }

  /** The hits of a search that the filter keeps, on the vacancy `j` (FROM and WHERE). */
  private hits(search: CompiledSearch, filter: RawBuilder<SqlBool>): RawBuilder<unknown> {
    if (this.dialect === 'postgres') return postgresHits(documentMatch(search), filter);
    return sql`job_offer_fts f
      cross join job_offer as j indexed by job_offer_list_id_idx
      where f.job_offer_fts match ${search.fts5All} and j.id = f.rowid and ${filter}`;
  }

  /** The page statement, counting to `counted` unless a kept count (keptCount()) answers. */
  private pageSql(
    search: CompiledSearch,
    o: SearchPageOptions,
    counted: number,
    kept: number | undefined,
  ) {
    const own = o.ownWords
      ? sql`exists (select 1 from ${this.hits(o.ownWords, o.filter)})`
      : sql`cast(null as boolean)`;
    const count =
      kept === undefined
        ? sql`(select count(*) from (select 1
      from ${this.hits(search, o.filter)} limit ${counted}) n)`
        : sql`cast(${kept} as bigint)`;
    if (this.dialect === 'postgres') {
      // The count first, once: a keyword counted to its cap reads its last tier month by month.
      const broad = sql`(select n from hit_count) >= ${counted}`;
      const { withs, rows } = this.postgresRows(search, o, broad);
      const hitCount = sql`hit_count(n) as materialized (select ${count})`;
      return sql<PageRow>`with ${sql.join([hitCount, ...withs])}
        select id, total, own from (select id,
          cast(null as bigint) as total, cast(null as boolean) as own from (${rows}) r) p
        union all
        select cast(null as integer), (select n from hit_count), ${own}`;
    }
    // The page's rows in order, then one row with the count (and the own-words answer).
    return sql<PageRow>`select id, total, own from (select id,
        cast(null as bigint) as total, cast(null as boolean) as own from
        (${this.tieredRows(search, o)}) r) p
      union all
      select cast(null as integer), ${count}, ${own}`;
  }

  /**
   * PostgreSQL: the page's vacancy ids in order, tier by tier as on SQLite (tieredRows()): one
   * branch per relevance tier under the page's LIMIT, which PostgreSQL's Append runs in turn and
   * stops pulling once the page is full. The title tiers are read from the rank document's GIN
   * index; the employer and class tiers from the few employers and classes whose names match,
   * through the indexes on the search row's employer and class (migration 202611292100). Only
   * the last tier reads the keyword's other hits, when the tiers before it leave the page short:
   * in publication order one month at a time (monthHitSets()), so a page of the newest reads
   * the hits of the months it fills, not every hit; otherwise all of them, sorted. Without the
   * relevance order there is the last tier alone.
   */
  private postgresRows(
    search: CompiledSearch,
    o: SearchPageOptions,
    broad: RawBuilder<unknown>,
  ): { withs: RawBuilder<unknown>[]; rows: RawBuilder<unknown> } {
    const keys = o.sortKeys(TIER_MARK);
    const ranked = keys[0]?.expr === TIER_MARK;
    const order = orderBy(ranked ? keys.slice(1) : keys);
    const need = o.offset + o.limit;
    const [exact, title, employer, jobClass] = search.tsqueryTiers.map(
      (q) => sql`rank_document @@ cast(${q} as tsquery)`,
    );
    // What each tier holds, read once for every branch that asks (a hit of a later tier is of
    // none of them): the title tiers' vacancies, the employers and the classes whose names match.
    const withs = [
      sql`tier_exact(id) as materialized
        (select job_offer_id from job_offer_search where ${exact})`,
      sql`tier_title(id) as materialized (select job_offer_id from job_offer_search where ${title})`,
      sql`tier_employer(id) as materialized
        (select employer_id from job_offer_search_employer where ${employer})`,
      sql`tier_class(id, group_id) as materialized
        (select job_class_id, job_class_group_id from job_offer_search_class where ${jobClass})`,
    ];
    // Each tier's hits, and the test that a hit of a later tier is of this one. The employer and
    // class tiers ask for their few ids as an array, so their vacancies are read by index.
    const tiers = ranked
      ? [
          { where: sql`s.${exact}`, holds: sql`j.id in (select id from tier_exact)` },
          { where: sql`s.${title}`, holds: sql`j.id in (select id from tier_title)` },
          {
            where: sql`s.employer_id = any(array(select id from tier_employer))`,
            holds: sql`j.employer_id in (select id from tier_employer)`,
          },
          {
            where: sql`s.job_class_id = any(array(select id from tier_class))
              and (s.job_class_id, s.job_class_group_id) in (select id, group_id from tier_class)`,
            holds: sql`(j.job_class_id, j.job_class_group_id) in
              (select id, group_id from tier_class)`,
          },
        ]
      : [];
    const earlier = (i: number) =>
      sql.join(
        tiers.slice(0, i).map((t) => sql`and not ${t.holds}`),
        sql` `,
      );
    // The last tier (every hit, without the relevance order): sorted whole, or for a keyword
    // counted to its cap in publication order, one month at a time. A keyword not yet seen
    // (countedToCap) holds both, each under a LIMIT that is 0 for the one not taken, which skips
    // a branch before it reads anything.
    const whole: Branch = { where: documentMatch(search), limit: need };
    const seen = this.countedToCap.get(search);
    let last: Branch[] = [whole];
    if (o.byPublication && seen !== false) {
      const months = monthHitSets(search, o.byPublication);
      last = seen
        ? months.map((where) => ({ where, limit: need }))
        : [
            { ...whole, limit: sql`(case when ${broad} then 0 else ${need} end)` },
            ...months.map((where) => ({
              where,
              limit: sql`(case when ${broad} then ${need} else 0 end)`,
            })),
          ];
    }
    const branches = [...tiers.map((t) => ({ ...t, limit: need })), ...last].map(
      (t, i) => sql`(select j.id as id from ${postgresHits(t.where, o.filter)}
        ${earlier(Math.min(i, tiers.length))} order by ${order} limit ${t.limit})`,
    );
    return {
      withs: ranked ? withs : [],
      rows: sql`select id from (${sql.join(branches, sql` union all `)}) b
        limit ${o.limit} offset ${o.offset}`,
    };
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

/** PostgreSQL: a branch of a page's hits: its condition on `job_offer_search s`, its LIMIT. */
interface Branch {
  where: RawBuilder<unknown>;
  limit: number | RawBuilder<unknown>;
}

/** PostgreSQL: the match of a search on the whole document of `job_offer_search s`. */
function documentMatch(search: CompiledSearch): RawBuilder<unknown> {
  return sql`s.document @@ cast(${search.tsqueryAll} as tsquery)`;
}

/**
 * The search row's listing columns as postgresHits() selects them: constant names, written once
 * (a page's statement holds a dozen branches, each selecting them).
 */
const HIT_COLUMNS = sql.raw(LISTING_COLUMNS.map((c) => `s."${c}"`).join(', '));

/**
 * PostgreSQL: the hits of `job_offer_search s` meeting `where` that the filter keeps, as the
 * vacancy `j` (FROM and WHERE). Each carries the vacancy's filter and sort columns (migration
 * 202611230100): no join.
 */
function postgresHits(
  where: RawBuilder<unknown>,
  filter: RawBuilder<SqlBool>,
): RawBuilder<unknown> {
  return sql`(select s.job_offer_id as id, ${HIT_COLUMNS} from job_offer_search s where ${where}) j
    where ${filter}`;
}

/**
 * PostgreSQL: conditions on `job_offer_search s` that between them hold a search's every hit
 * once, to be read in turn in publication order: one a month (the month document, migration
 * 202611301000) in that order, from the month of the earliest listed publication for
 * SEARCH_MONTHS months, and one for any vacancy published after them (read only when there is
 * one: the clock was set back).
 */
function monthHitSets(
  search: CompiledSearch,
  by: NonNullable<SearchPageOptions['byPublication']>,
): RawBuilder<unknown>[] {
  const { months, after } = monthsFrom(by.since, SEARCH_MONTHS);
  const monthly = months.map(
    (month) => sql`s.month_document @@ cast(${tsqueryOfMonth(search, month)} as tsquery)`,
  );
  const later = sql`${documentMatch(search)} and s.published_at >= ${after}
    and (select max(published_at) from job_offer) >= ${after}`;
  return by.newestFirst ? [later, ...monthly.reverse()] : [...monthly, later];
}

/** Stands for the relevance tier in a list's keys: a page is read by tier, branch by branch. */
const TIER_MARK = sql<number>`tier`;

/** The ORDER BY of some keys. */
export function orderBy(keys: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(keys.map((k) => sql`${k.expr} ${k.desc ? sql`desc` : sql`asc`}`));
}
