import { sql, type RawBuilder } from 'kysely';
import type { DB, Dialect } from './database.ts';

/**
 * A statistics statement's rows. On PostgreSQL without just-in-time compilation (`set local jit =
 * off`, in a transaction of its own): the planner's estimates for these grouped statements over a
 * year pass `jit_above_cost`, and compiling them cost more than running them (390 of the 498 ms
 * of the vacancies' figures by week, EXPLAIN ANALYZE on 2026-11-29, docs/benchmarks.md).
 */
export async function statisticsRows<R>(
  db: DB,
  dialect: Dialect,
  query: RawBuilder<R>,
): Promise<R[]> {
  if (dialect !== 'postgres') return (await query.execute(db)).rows;
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

/** A period of the statistics: ISO UTC instants, start included, end excluded. */
export interface StatisticsPeriodBounds {
  start: string;
  end: string;
}

/** The periods as a table `p(i, s, e)` (a VALUES list both databases read). */
export const periodsTable = (periods: readonly StatisticsPeriodBounds[]) =>
  sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));

/**
 * The bounds of a set of periods: every instant any period starts or ends at (or any other bound
 * a figure needs), once each, in order. `bucketSql` places an instant among them.
 */
export const boundsOf = (instants: readonly string[]): string[] => [...new Set(instants)].sort();

/**
 * The bucket of an ISO instant stored as text among sorted `bounds`: how many bounds are at or
 * before it (0 before the first, `bounds.length` at or after the last), so that for the bound at
 * index j, `instant >= bound` is `bucket >= j + 1` and `instant < bound` is `bucket < j + 1`.
 * One scan places each row in its period instead of one index range per period. On PostgreSQL
 * `width_bucket` over the bounds as one array (a binary search in the database's own code,
 * compared byte by byte: `bytewise`); on SQLite a balanced CASE (about log2 of the bounds' count
 * comparisons a row). A null instant has no bucket (null).
 */
export function bucketSql(
  dialect: Dialect,
  instant: RawBuilder<unknown>,
  bounds: readonly string[],
): RawBuilder<number> {
  if (dialect === 'postgres')
    return sql<number>`width_bucket(${bytewise(dialect, instant)}, cast(${[...bounds]} as text[]))`;
  const node = (low: number, high: number): RawBuilder<number> => {
    if (low === high) return sql<number>`${sql.lit(low)}`;
    const mid = (low + high) >> 1;
    return sql<number>`case when ${instant} < ${bounds[mid]} then ${node(low, mid)} else ${node(mid + 1, high)} end`;
  };
  return node(0, bounds.length);
}

/**
 * An ISO instant stored as text, compared byte by byte: on PostgreSQL in the "C" collation (the
 * order of ISO instants, and SQLite's own text order), not the database's language collation,
 * whose comparisons cost several times more when each of a year's rows is compared.
 */
export const bytewise = (dialect: Dialect, instant: RawBuilder<unknown>): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`(${instant} collate "C")` : instant;

/** The bucket number (`bucketSql`) from which an instant is at or after `bound`, one of `bounds`. */
export function bucketFrom(bounds: readonly string[], bound: string): number {
  const index = bounds.indexOf(bound);
  if (index < 0) throw new Error(`${bound} is not among the bounds`);
  return index + 1;
}

/** Days between two ISO instants stored as text, in each database's own date arithmetic. */
export const daysBetween = (
  dialect: Dialect,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
): RawBuilder<number> =>
  dialect === 'postgres'
    ? sql`extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0`
    : sql`(julianday(${to}) - julianday(${from}))`;

/**
 * The median and 90th percentile (continuous, as `percentile_cont`) of `days` in each group `i`
 * of `rows` (a statement selecting `i` and `days`), computed by the database: `percentile_cont`
 * on PostgreSQL; on SQLite the two ranked values around each position, weighted.
 */
export function percentilesSql(dialect: Dialect, rows: RawBuilder<unknown>): RawBuilder<unknown> {
  if (dialect === 'postgres')
    return sql`select d.i as i, count(*) as n,
        percentile_cont(0.5) within group (order by d.days) as median,
        percentile_cont(0.9) within group (order by d.days) as p90
      from (${rows}) d group by d.i`;
  const at = (q: number) => {
    const pos = sql`((r.n - 1) * ${sql.lit(q)})`;
    const low = sql`cast(${pos} as integer)`;
    return sql`sum(case when r.k = ${low} then r.days * (1 - (${pos} - ${low}))
      when r.k = ${low} + 1 then r.days * (${pos} - ${low}) else 0 end)`;
  };
  return sql`select r.i as i, max(r.n) as n, ${at(0.5)} as median, ${at(0.9)} as p90
    from (select d.i as i, d.days as days,
        row_number() over (partition by d.i order by d.days) - 1 as k,
        count(*) over (partition by d.i) as n
      from (${rows}) d) r
    group by r.i`;
}

/** A count the database answered (a text on PostgreSQL for bigint). */
export const countOf = (n: unknown): number => Number(n ?? 0);

/** A kind of registration's raw counts in a period (before small groups are withheld). */
export interface RegistrationCounts {
  received: number;
  approved: number;
  refused: number;
  /** Days from receipt to decision of those decided in the period; null when none. */
  medianDays: number | null;
  p90Days: number | null;
}

/** Registrations waiting at an instant, by whole days waited: 0–7, 8–30, 31–90, over 90. */
export type WaitingCounts = [number, number, number, number];

/** The waiting counts by age of `ages` (a statement selecting `days`, each waiting one's age). */
export const waitingSql = (ages: RawBuilder<unknown>, limits: readonly number[]) =>
  sql`select
      sum(case when w.days < ${sql.lit(limits[0])} then 1 else 0 end) as a0,
      sum(case when w.days >= ${sql.lit(limits[0])} and w.days < ${sql.lit(limits[1])}
        then 1 else 0 end) as a1,
      sum(case when w.days >= ${sql.lit(limits[1])} and w.days < ${sql.lit(limits[2])}
        then 1 else 0 end) as a2,
      sum(case when w.days >= ${sql.lit(limits[2])} then 1 else 0 end) as a3
    from (${ages}) w`;

export const waitingOf = (row: Record<string, unknown> | undefined): WaitingCounts => [
  countOf(row?.a0),
  countOf(row?.a1),
  countOf(row?.a2),
  countOf(row?.a3),
];

/** Merges counts by period `i` (received, approved, refused) with percentiles by period. */
export function registrationCountsOf(
  size: number,
  counts: readonly Record<string, unknown>[],
  percentiles: readonly Record<string, unknown>[],
): RegistrationCounts[] {
  const out = Array.from({ length: size }, () => ({
    received: 0,
    approved: 0,
    refused: 0,
    medianDays: null as number | null,
    p90Days: null as number | null,
  }));
  for (const row of counts) {
    const c = out[Number(row.i)];
    c.received = countOf(row.received);
    c.approved = countOf(row.approved);
    c.refused = countOf(row.refused);
  }
  const day = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  for (const row of percentiles) {
    out[Number(row.i)].medianDays = day(row.median);
    out[Number(row.i)].p90Days = day(row.p90);
  }
  return out;
}
