import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import { boundsOf, bucketFrom, bytewise, statisticsRows } from '../../db/statistics-sql.ts';
import { filterSql, vacancyGroupsSql, type VacancyFilter } from './joboffer-statistics.groups.ts';

export type { VacancyFilter } from './joboffer-statistics.groups.ts';

/**
 * A period of the statistics as the vacancies' figures need it (ISO UTC instants): its bounds,
 * the publications valid up to its end (`validSince`, about four Macao months before it), and
 * the publications whose validity ended in it (`expiringFrom` … `expiringTo`).
 */
export interface VacancyPeriodBounds {
  start: string;
  end: string;
  validSince: string;
  expiringFrom: string;
  expiringTo: string;
}

export interface VacancyCounts {
  open: number;
  new: number;
  positions: number;
  withdrawn: number;
  expired: number;
}

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
 * (`boundsOf`) and each period's figures are sums over a few hundred groups
 * (`vacancyGroupsSql`): the publications of each bucket between bounds, less the vacancies
 * removed before the period's end (open) or given a kind that does not expire (expired), and
 * the withdrawals by bucket of removal.
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
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
      with p(i, ks, ke, kv, kxs, kxe) as (values ${periodsSql(periods, bounds)}),
      ${vacancyGroupsSql(this.dialect, bounds, filter)}
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
    // One index range a sector: a plan far below just-in-time compilation's cost, so no
    // transaction of its own for `jit = off` (`statisticsRows`), one round trip.
    const { rows } = await sql<Record<string, unknown>>`
      select g.id as sector,
        coalesce(c.n, 0) as new_count, coalesce(c.positions, 0) as positions
      from job_class_group g
      ${counts}
      where g.is_active = 1
      order by g.sort_order, g.id
    `.execute(this.db);
    return rows.map((row) => ({
      sector: Number(row.sector),
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
