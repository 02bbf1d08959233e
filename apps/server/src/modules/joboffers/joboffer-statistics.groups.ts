import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { bucketSql, bytewise } from '../../db/statistics-sql.ts';

/** Which vacancies a figure counts: a sector (job-class group) and an employer (company) type. */
export interface VacancyFilter {
  sector?: number;
  employerType?: number;
}

export const filterSql = ({ sector, employerType }: VacancyFilter): RawBuilder<unknown> =>
  sql.join(
    [
      sql`1 = 1`,
      ...(sector === undefined ? [] : [sql`o.job_class_group_id = ${sector}`]),
      ...(employerType === undefined ? [] : [sql`o.company_type = ${employerType}`]),
    ],
    sql` and `,
  );

const UNEXPIRING = sql`case when o.removal_kind is not null and o.removal_kind <> 'expired'
  then 1 else 0 end`;
const REMOVED_OR_KIND = sql`(o.removed_at is not null or o.removal_kind is not null)`;

/**
 * The vacancies' groups the statistics' figures are sums over, as the common table expressions
 * ending in `g(src, pb, rb, unexpiring, n, positions)`, placed among sorted `bounds` (bucket j:
 * the instants from the bound j - 1 to the bound j, `bucketSql`'s numbering): 0, the publications
 * of each bucket and their positions; 1, the vacancies removed or given a removal kind by bucket
 * of publication and of removal (-1: not removed) and whether their kind keeps them from
 * expiring; 2, the withdrawals by bucket of removal (as `rb`). On PostgreSQL each bucket is
 * an index range of its own, read index-only and counted as read (the statistics indexes of
 * `202611291600-job-offer-statistics-indexes`): no publication of the year is compared against
 * the bounds or grouped. On SQLite one scan a source, each row placed by `bucketSql`.
 */
export function vacancyGroupsSql(
  dialect: Dialect,
  bounds: readonly string[],
  filter: VacancyFilter,
): RawBuilder<unknown> {
  const published = bytewise(dialect, sql`o.published_at`);
  const removed = bytewise(dialect, sql`o.removed_at`);
  const where = filterSql(filter);
  const removedBucket = sql`case when o.removed_at is null then -1
    else ${bucketSql(dialect, sql`o.removed_at`, bounds)} end`;
  if (dialect === 'postgres') {
    const buckets = sql.join(
      bounds.slice(1).map((hi, j) => sql`(${sql.lit(j + 1)}, ${bounds[j]}::text, ${hi}::text)`),
    );
    const inBucket = (instant: RawBuilder<unknown>) =>
      sql`${instant} >= b.lo and ${instant} < b.hi and ${where}`;
    return sql`b(j, lo, hi) as (values ${buckets}),
      g as (
        select 0 as src, b.j as pb, -1 as rb, 0 as unexpiring, c.n as n, c.positions as positions
        from b cross join lateral (select count(*) as n, sum(o.positions) as positions
          from job_offer o where ${inBucket(published)}) c
        union all
        select 1, b.j, c.rb, c.unexpiring, c.n, 0
        from b cross join lateral (select ${removedBucket} as rb, ${UNEXPIRING} as unexpiring,
            count(*) as n
          from job_offer o where ${REMOVED_OR_KIND} and ${inBucket(published)}
          group by 1, 2) c
        union all
        select 2, 0, b.j, 0, c.n, 0
        from b cross join lateral (select count(*) as n
          from job_offer o where o.removal_kind = 'withdrawn' and ${inBucket(removed)}) c
      )`;
  }
  const [low, high] = [bounds[0], bounds[bounds.length - 1]];
  const publishedBucket = bucketSql(dialect, sql`o.published_at`, bounds);
  return sql`g as (
      select 0 as src, ${publishedBucket} as pb, -1 as rb, 0 as unexpiring, count(*) as n,
        sum(o.positions) as positions
      from job_offer o
      where ${published} >= ${low} and ${published} < ${high} and ${where}
      group by 2
      union all
      select 1, ${publishedBucket}, ${removedBucket}, ${UNEXPIRING}, count(*), 0
      from job_offer o
      where ${REMOVED_OR_KIND} and ${published} >= ${low} and ${published} < ${high} and ${where}
      group by 2, 3, 4
      union all
      select 2, 0, ${bucketSql(dialect, sql`o.removed_at`, bounds)}, 0, count(*), 0
      from job_offer o
      where o.removal_kind = 'withdrawn' and ${removed} >= ${low} and ${removed} < ${high}
        and ${where}
      group by 3
    )`;
}
