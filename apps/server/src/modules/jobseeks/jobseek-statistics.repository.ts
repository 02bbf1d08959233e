import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import {
  daysBetween,
  percentilesSql,
  periodsTable,
  registrationCountsOf,
  waitingOf,
  waitingSql,
  type RegistrationCounts,
  type StatisticsPeriodBounds,
  type WaitingCounts,
} from '../../db/statistics-sql.ts';

/** The history's actions that end the wait for a decision (a processing registration's ends). */
const LEAVES_PROCESSING = sql`('approved', 'refused', 'closed', 'withdrawn')`;

/**
 * The job-seeking registrations' figures, counted by the database: received (created), approved
 * and refused (the history's decisions), the days a decision took, and those waiting by age.
 */
export class JobSeekStatisticsRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  async periodCounts(periods: readonly StatisticsPeriodBounds[]): Promise<RegistrationCounts[]> {
    if (periods.length === 0) return [];
    const values = periodsTable(periods);
    const decided = sql`select p.i as i,
        ${daysBetween(this.dialect, sql`j.created_at`, sql`ev.at`)} as days
      from p join job_seek_event ev on ev.action in ('approved', 'refused')
        and ev.at >= p.s and ev.at < p.e
      join job_seek j on j.id = ev.job_seek_id`;
    const [counts, percentiles] = await Promise.all([
      sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values})
        select p.i as i,
          (select count(*) from job_seek j where j.created_at >= p.s and j.created_at < p.e)
            as received,
          (select count(distinct ev.job_seek_id) from job_seek_event ev
            where ev.action = 'approved' and ev.at >= p.s and ev.at < p.e) as approved,
          (select count(distinct ev.job_seek_id) from job_seek_event ev
            where ev.action = 'refused' and ev.at >= p.s and ev.at < p.e) as refused
        from p
      `.execute(this.db),
      sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values})
        ${percentilesSql(this.dialect, decided)}
      `.execute(this.db),
    ]);
    return registrationCountsOf(periods.length, counts.rows, percentiles.rows);
  }

  /** Registrations received before `at` and not decided, closed or withdrawn by then, by age. */
  async waiting(at: string, limits: readonly number[]): Promise<WaitingCounts> {
    const ages = sql`select ${daysBetween(this.dialect, sql`j.created_at`, sql`${at}`)} as days
      from job_seek j where j.created_at < ${at}
        and not exists (select 1 from job_seek_event ev where ev.job_seek_id = j.id
          and ev.action in ${LEAVES_PROCESSING} and ev.at < ${at})`;
    const { rows } = await sql<Record<string, unknown>>`${waitingSql(ages, limits)}`.execute(
      this.db,
    );
    return waitingOf(rows[0]);
  }
}
