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
 * never rows brought to the server to be counted. The vacancies the periods concern are read
 * once: each is placed in the bucket of its publication and of its removal among the periods'
 * bounds (`bucketSql`) and grouped, and each period's figures are sums over those few groups
 * (one index range per period and figure read four months of publications again for each period).
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
        select ${bucketSql(this.dialect, sql`o.published_at`, bounds)} as pb,
          case when o.removed_at is null then -1
            else ${bucketSql(this.dialect, sql`o.removed_at`, bounds)} end as rb,
          case when o.removal_kind = 'withdrawn' then 1 else 0 end as withdrawn,
          case when o.removal_kind is null or o.removal_kind = 'expired' then 1 else 0 end
            as expiring,
          count(*) as n, sum(o.positions) as positions
        from job_offer o
        where ((${published} >= ${low} and ${published} < ${high})
            or (o.removal_kind = 'withdrawn' and ${removed} >= ${low} and ${removed} < ${high}))
          and ${filterSql(filter)}
        group by 1, 2, 3, 4
      )
      select p.i as i,
        sum(case when g.pb >= p.ks and g.pb < p.ke then g.n else 0 end) as new_count,
        sum(case when g.pb >= p.ks and g.pb < p.ke then g.positions else 0 end) as positions,
        sum(case when g.pb >= p.kv and g.pb < p.ke and (g.rb < 0 or g.rb >= p.ke)
          then g.n else 0 end) as open_count,
        sum(case when g.withdrawn = 1 and g.rb >= p.ks and g.rb < p.ke then g.n else 0 end)
          as withdrawn,
        sum(case when g.expiring = 1 and g.pb >= p.kxs and g.pb < p.kxe then g.n else 0 end)
          as expired
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
   * the vacancies counted by sector first (a few groups), then joined to the sectors.
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
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
      select g.id as sector,
        coalesce(c.n, 0) as new_count, coalesce(c.positions, 0) as positions
      from job_class_group g
      left join (select o.job_class_group_id as id, count(*) as n, sum(o.positions) as positions
          from job_offer o
          where o.published_at >= ${start} and o.published_at < ${end} and ${where}
          group by o.job_class_group_id) c on c.id = g.id
      where g.is_active = 1
      order by g.sort_order, g.id
    `,
    );
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
