import { sql } from 'kysely';
import { UNEMPLOYMENT_STATES as U } from '@vaga/contract';
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

const DECIDED = sql`(${sql.lit(U.approved)}, ${sql.lit(U.refused)})`;

/**
 * The unemployment registrations' figures, counted by the database: received (submitted),
 * approved and refused (decided), the days from submission to decision, and those waiting by age.
 */
export class UnemploymentStatisticsRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  async periodCounts(periods: readonly StatisticsPeriodBounds[]): Promise<RegistrationCounts[]> {
    if (periods.length === 0) return [];
    const values = periodsTable(periods);
    const decided = sql`select p.i as i,
        ${daysBetween(this.dialect, sql`r.submitted_at`, sql`r.decided_at`)} as days
      from p join unemployment_registration r on r.decided_at >= p.s and r.decided_at < p.e
        and r.state in ${DECIDED} and r.submitted_at is not null`;
    const [counts, percentiles] = await Promise.all([
      sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values})
        select p.i as i,
          (select count(*) from unemployment_registration r
            where r.submitted_at >= p.s and r.submitted_at < p.e) as received,
          (select count(*) from unemployment_registration r where r.decided_at >= p.s
            and r.decided_at < p.e and r.state = ${sql.lit(U.approved)}) as approved,
          (select count(*) from unemployment_registration r where r.decided_at >= p.s
            and r.decided_at < p.e and r.state = ${sql.lit(U.refused)}) as refused
        from p
      `.execute(this.db),
      sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values})
        ${percentilesSql(this.dialect, decided)}
      `.execute(this.db),
    ]);
    return registrationCountsOf(periods.length, counts.rows, percentiles.rows);
  }

  /** Registrations submitted before `at` and not decided by then (under review or supplements). */
  async waiting(at: string, limits: readonly number[]): Promise<WaitingCounts> {
    const ages = sql`select ${daysBetween(this.dialect, sql`r.submitted_at`, sql`${at}`)} as days
      from unemployment_registration r where r.submitted_at < ${at}
        and (r.decided_at is null or r.decided_at >= ${at})`;
    const { rows } = await sql<Record<string, unknown>>`${waitingSql(ages, limits)}`.execute(
      this.db,
    );
    return waitingOf(rows[0]);
  }
}
