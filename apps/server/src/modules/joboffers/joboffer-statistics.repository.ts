import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.ts';

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

/** The periods as a table `p(i, s, e, v, xs, xe)` (a VALUES list both databases read). */
const periodsSql = (periods: readonly VacancyPeriodBounds[]) =>
  sql.join(
    periods.map(
      (p, i) =>
        sql`(${sql.lit(i)}, ${p.start}, ${p.end}, ${p.validSince}, ${p.expiringFrom}, ${p.expiringTo})`,
    ),
  );

const count = (n: unknown) => Number(n ?? 0);

/**
 * The vacancies' figures for the statistics: counts computed by the database (one statement,
 * each figure an index range per period), never rows brought to the server to be counted.
 */
export class JobOfferStatisticsRepository {
  constructor(private readonly db: DB) {}

  async periodCounts(
    periods: readonly VacancyPeriodBounds[],
    filter: VacancyFilter,
  ): Promise<VacancyCounts[]> {
    if (periods.length === 0) return [];
    const where = filterSql(filter);
    const { rows } = await sql<Record<string, unknown>>`
      with p(i, s, e, v, xs, xe) as (values ${periodsSql(periods)})
      select p.i as i,
        (select count(*) from job_offer o where o.published_at >= p.s and o.published_at < p.e
          and ${where}) as new_count,
        (select coalesce(sum(o.positions), 0) from job_offer o
          where o.published_at >= p.s and o.published_at < p.e and ${where}) as positions,
        (select count(*) from job_offer o where o.published_at >= p.v and o.published_at < p.e
          and (o.removed_at is null or o.removed_at >= p.e) and ${where}) as open_count,
        (select count(*) from job_offer o where o.removal_kind = 'withdrawn'
          and o.removed_at >= p.s and o.removed_at < p.e and ${where}) as withdrawn,
        (select count(*) from job_offer o where o.published_at >= p.xs and o.published_at < p.xe
          and (o.removal_kind is null or o.removal_kind = 'expired') and ${where}) as expired
      from p
      order by p.i
    `.execute(this.db);
    return rows.map((row) => ({
      open: count(row.open_count),
      new: count(row.new_count),
      positions: count(row.positions),
      withdrawn: count(row.withdrawn),
      expired: count(row.expired),
    }));
  }

  /** Vacancies published in [start, end) and their positions, by sector, every active sector named. */
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
    const { rows } = await sql<Record<string, unknown>>`
      select g.id as sector, g.name_cn, g.name_pt, g.name_en,
        count(o.id) as new_count, coalesce(sum(o.positions), 0) as positions
      from job_class_group g
      left join job_offer o on o.job_class_group_id = g.id
        and o.published_at >= ${start} and o.published_at < ${end} and ${where}
      where g.is_active = 1
      group by g.id, g.name_cn, g.name_pt, g.name_en, g.sort_order
      order by g.sort_order, g.id
    `.execute(this.db);
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
