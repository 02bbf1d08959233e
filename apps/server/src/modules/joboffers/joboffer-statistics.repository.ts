import { sql, type RawBuilder } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import {
  boundsOf,
  bucketFrom,
  bucketSql,
  bytewise,
  statisticsRows,
} from '../../db/statistics-sql.ts';

/**
 * A period of the statistics as the vacancies' figures need it (ISO UTC instants): its bounds,
 * the publications still valid at its end (`validSince`, four Macao months before the end), and
 * the publications whose validity ended in it (`expiringFrom` … `expiringTo`).
 */
export interface VacancyPeriodBounds {
  start: string;
  end: string;
  validSince: string;
  expiringFrom: string;
  expiringTo: string;
}

/** Which vacancies a figure counts: a sector (job-class group) and an employer (company) type. */
export interface VacancyFilter {
  sector?: number;
  employerType?: number;
}

export interface VacancyCounts {
  open: number;
  new: number;
  positions: number;
  withdrawn: number;
  expired: number;
}

const filterSql = ({ sector, employerType }: VacancyFilter): RawBuilder<unknown> =>
  sql.join(
    [
      sql`1 = 1`,
      ...(sector === undefined ? [] : [sql`o.job_class_group_id = ${sector}`]),
      ...(employerType === undefined ? [] : [sql`o.company_type = ${employerType}`]),
    ],
    sql` and `,
  );

/** The periods as a table `p(i, ks, ke, kv, kxs, kxe)`: each bound's bucket (`bucketFrom`). */
const periodsSql = (periods: readonly VacancyPeriodBounds[], bounds: readonly string[]) =>
  sql.join(
    periods.map((p, i) => {
      const k = (bound: string) => sql.lit(bucketFrom(bounds, bound));
      return sql`(${sql.lit(i)}, ${k(p.start)}, ${k(p.end)}, ${k(p.validSince)}, ${k(p.expiringFrom)}, ${k(p.expiringTo)})`;
    }),
  );

const count = (n: unknown) => Number(n ?? 0);

/**
 * The vacancies' figures for the statistics: counts computed by the database in one statement,
 * never rows brought to the server to be counted. Every bound a figure needs is sorted once
 * (`boundsOf`) and the figures are sums over three small sets of groups (`g`, by `src`):
 * 0, the publications of each bucket between consecutive bounds with their positions (on
 * PostgreSQL one index range a bucket, counted as read: no row of the year is compared against
 * the bounds or grouped); 1, the vacancies removed or given a removal kind, by bucket of
 * publication and of removal (few: what the open and expired figures take off the
 * publications); 2, the withdrawals by bucket of removal.
 */
export class JobOfferStatisticsRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  async periodCounts(
    periods: readonly VacancyPeriodBounds[],
    filter: VacancyFilter,
  ): Promise<VacancyCounts[]> {
    if (periods.length === 0) return [];
    const bounds = boundsOf(
      periods.flatMap((p) => [p.start, p.end, p.validSince, p.expiringFrom, p.expiringTo]),
    );
    const [low, high] = [bounds[0], bounds[bounds.length - 1]];
    const published = bytewise(this.dialect, sql`o.published_at`);
    const removed = bytewise(this.dialect, sql`o.removed_at`);
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
      with p(i, ks, ke, kv, kxs, kxe) as (values ${periodsSql(periods, bounds)}),
      g as (
        ${this.publishedSql(bounds, filter)}
        union all
        select 1, ${bucketSql(this.dialect, sql`o.published_at`, bounds)},
          case when o.removed_at is null then -1
            else ${bucketSql(this.dialect, sql`o.removed_at`, bounds)} end,
          case when o.removal_kind is not null and o.removal_kind <> 'expired' then 1 else 0 end,
          count(*), 0
        from job_offer o
        where (o.removed_at is not null or o.removal_kind is not null)
          and ${published} >= ${low} and ${published} < ${high} and ${filterSql(filter)}
        group by 2, 3, 4
        union all
        select 2, 0, ${bucketSql(this.dialect, sql`o.removed_at`, bounds)}, 0, count(*), 0
        from job_offer o
        where o.removal_kind = 'withdrawn' and ${removed} >= ${low} and ${removed} < ${high}
          and ${filterSql(filter)}
        group by 3
      )
      select p.i as i,
        sum(case when g.src = 0 and g.pb >= p.ks and g.pb < p.ke then g.n else 0 end) as new_count,
        sum(case when g.src = 0 and g.pb >= p.ks and g.pb < p.ke then g.positions else 0 end)
          as positions,
        sum(case when g.pb < p.kv or g.pb >= p.ke then 0 when g.src = 0 then g.n
          when g.src = 1 and g.rb >= 0 and g.rb < p.ke then -g.n else 0 end) as open_count,
        sum(case when g.src = 2 and g.rb >= p.ks and g.rb < p.ke then g.n else 0 end)
          as withdrawn,
        sum(case when g.pb < p.kxs or g.pb >= p.kxe then 0 when g.src = 0 then g.n
          when g.src = 1 and g.unexpiring = 1 then -g.n else 0 end) as expired
      from p left join g on 1 = 1
      group by p.i
      order by p.i
    `,
    );
    return rows.map((row) => ({
      open: count(row.open_count),
      new: count(row.new_count),
      positions: count(row.positions),
      withdrawn: count(row.withdrawn),
      expired: count(row.expired),
    }));
  }

  /**
   * The publications in each bucket between consecutive `bounds` and their positions, as the
   * groups `g(src, pb, rb, unexpiring, n, positions)` of source 0: on PostgreSQL one range of
   * `job_offer_statistics_idx` (or, for a sector, `job_offer_sector_statistics_idx`) a bucket,
   * read index-only; on SQLite one scan placing each vacancy in its bucket (`bucketSql`).
   */
  private publishedSql(bounds: readonly string[], filter: VacancyFilter): RawBuilder<unknown> {
    const published = bytewise(this.dialect, sql`o.published_at`);
    if (this.dialect !== 'postgres')
      return sql`select 0 as src, ${bucketSql(this.dialect, sql`o.published_at`, bounds)} as pb,
          -1 as rb, 0 as unexpiring, count(*) as n, sum(o.positions) as positions
        from job_offer o
        where ${published} >= ${bounds[0]} and ${published} < ${bounds[bounds.length - 1]}
          and ${filterSql(filter)}
        group by 2`;
    const buckets = sql.join(
      bounds.slice(1).map((hi, j) => sql`(${sql.lit(j + 1)}, ${bounds[j]}::text, ${hi}::text)`),
    );
    return sql`select 0 as src, b.j as pb, -1 as rb, 0 as unexpiring, c.n as n,
        c.positions as positions
      from (values ${buckets}) b(j, lo, hi)
      cross join lateral (select count(*) as n, sum(o.positions) as positions
        from job_offer o
        where ${published} >= b.lo and ${published} < b.hi and ${filterSql(filter)}) c`;
  }

  /**
   * Vacancies published in [start, end) and their positions, by sector, every active sector named:
   * on PostgreSQL each sector one range of `job_offer_sector_statistics_idx`, read index-only and
   * counted as read; on SQLite the vacancies counted by sector first (a few groups), then joined
   * to the sectors.
   */
  async bySector(
    start: string,
    end: string,
    employerType: number | undefined,
  ): Promise<
    {
      sector: number;
      nameCn: string;
      namePt: string;
      nameEn: string;
      new: number;
      positions: number;
    }[]
  > {
    const where = filterSql({ employerType });
    const published = bytewise(this.dialect, sql`o.published_at`);
    const counts =
      this.dialect === 'postgres'
        ? sql`cross join lateral (select count(*) as n, sum(o.positions) as positions
            from job_offer o
            where o.job_class_group_id = g.id and ${published} >= ${start}
              and ${published} < ${end} and ${where}) c`
        : sql`left join (select o.job_class_group_id as id, count(*) as n,
              sum(o.positions) as positions
            from job_offer o
            where o.published_at >= ${start} and o.published_at < ${end} and ${where}
            group by o.job_class_group_id) c on c.id = g.id`;
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
      select g.id as sector, g.name_cn, g.name_pt, g.name_en,
        coalesce(c.n, 0) as new_count, coalesce(c.positions, 0) as positions
      from job_class_group g
      ${counts}
      where g.is_active = 1
      order by g.sort_order, g.id
    `,
    );
    return rows.map((row) => ({
      sector: Number(row.sector),
      nameCn: String(row.name_cn),
      namePt: String(row.name_pt),
      nameEn: String(row.name_en),
      new: count(row.new_count),
      positions: count(row.positions),
    }));
  }

  /** An employer's vacancies published since `since`, newest first (at most `limit`). */
  async employerVacancies(employerId: number, since: string, limit: number) {
    return this.db
      .selectFrom('job_offer')
      .select(['id', 'title_cn', 'title_pt', 'title_en', 'published_at'])
      .where('employer_id', '=', employerId)
      .where('published_at', '>=', since)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
