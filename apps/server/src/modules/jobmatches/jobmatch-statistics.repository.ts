import { sql, type RawBuilder } from 'kysely';
import { JOB_MATCH_STATUS as S } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import { boundsOf, bucketFrom, bucketSql, statisticsRows } from '../../db/statistics-sql.ts';
import { isMacaoMidnight, macaoDays, type JobMatchDayCounts } from './jobmatch-day-counts.ts';

/** Read for a sector or an employer type only: the vacancy a match is for. */
export const FOREIGN_READS = ['job_offer'] as const;

/** A period: ISO UTC instants, start included, end excluded. */
export interface MatchPeriod {
  start: string;
  end: string;
}

export interface MatchFilter {
  sector?: number;
  employerType?: number;
}

/** Matches that took a status in a period, by status and by who started them. */
export interface StatusCount {
  period: number;
  status: number;
  origin: string;
  count: number;
}

/** An employer's vacancy in figures (raw counts, before any is withheld). */
export interface VacancyMatchCounts {
  jobOfferId: number;
  requested: number;
  invited: number;
  replied: number;
  hired: number;
  answerHours: number | null;
}

/** The statuses the statistics count (`JobMatchStatisticsService`'s steps). */
const COUNTED_STATUSES = [
  S.requested,
  S.invited,
  S.arranged,
  S.declined,
  S.rejected,
  S.expired,
  S.hired,
  S.notHired,
  S.absent,
  S.noResult,
] as const;

/** Rows by period and status (`period`, `status`, `n`), and invitations accepted (`period`, `n`). */
type CountRows = [Record<string, unknown>[], Record<string, unknown>[]];

const filterSql = ({ sector, employerType }: MatchFilter): RawBuilder<unknown> =>
  sql.join(
    [
      sql`1 = 1`,
      ...(sector === undefined ? [] : [sql`o.job_class_group_id = ${sector}`]),
      ...(employerType === undefined ? [] : [sql`o.company_type = ${employerType}`]),
    ],
    sql` and `,
  );

/** Hours between two ISO instants stored as text, in each database's own date arithmetic. */
const hoursBetween = (dialect: Dialect, from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  dialect === 'postgres'
    ? sql`extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 3600.0`
    : sql`(julianday(${to}) - julianday(${from})) * 24.0`;

/**
 * The matching figures for the statistics, counted by the database from the matches' history
 * (`job_match_event`: each status a match took, and when): a match counts once per status and
 * period, however often it took the status again (a moved interview).
 */
export class JobMatchStatisticsRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
    private readonly days: JobMatchDayCounts,
  ) {}

  /**
   * Matches that took each status in each period, and (as status `arranged`, origin `employer`)
   * invitations accepted: an employer's match arranged. A match counts once per status and
   * period: only its history row whose previous one of the same status (`previous_at`) is before
   * the period, or none, is counted — no `count(distinct)` sorting a year's rows. Without a
   * filter each status of each period is one index range counted as it is read
   * (`job_match_event_status_at_idx`, no grouping of a year's rows), less the rows of a match
   * that had already taken the status in the period (`job_match_event_again_idx`, partial: the
   * rows with a previous one), and the accepted invitations one range a period of their own
   * partial index; no match is read. With a filter, from the filtered vacancies' matches
   * (`filteredCounts`).
   */
  async statusCounts(periods: readonly MatchPeriod[], filter: MatchFilter): Promise<StatusCount[]> {
    if (periods.length === 0) return [];
    const values = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));
    const filtered = filter.sector !== undefined || filter.employerType !== undefined;
    const [statuses, accepted] = filtered
      ? await this.filteredCounts(periods, filter)
      : periods.every((p) => isMacaoMidnight(p.start) && isMacaoMidnight(p.end))
        ? await this.dayCounts(periods, values)
        : await this.allCounts(values);
    return [
      ...statuses.map((row) => ({
        period: Number(row.period),
        status: Number(row.status),
        origin: 'any',
        count: Number(row.n),
      })),
      ...accepted.map((row) => ({
        period: Number(row.period),
        status: S.arranged,
        origin: 'employer',
        count: Number(row.n),
      })),
    ];
  }

  /**
   * Every match, periods of whole Macao days: each period sums its days' rows of each status and
   * accepted invitations (`JobMatchDayCounts`: ended days kept, today counted), less the rows of
   * a match that had already taken the status in the period (`previous_at` at or after its start:
   * `job_match_event_again_idx`, the few rows with a previous one).
   */
  private async dayCounts(
    periods: readonly MatchPeriod[],
    values: RawBuilder<unknown>,
  ): Promise<CountRows> {
    const starts = periods.map((p) => p.start).sort();
    const ends = periods.map((p) => p.end).sort();
    const [byDay, again] = await Promise.all([
      this.days.counts(starts[0], ends[ends.length - 1]),
      // A few rows from a partial index: no transaction of its own for `jit = off`.
      sql<Record<string, unknown>>`
          with p(i, s, e) as (values ${values})
          select p.i as period, ev.status as status, count(*) as n,
            sum(case when ev.status = ${sql.lit(S.arranged)} and ev.origin = 'employer'
              then 1 else 0 end) as accepted
          from p join job_match_event ev on ev.previous_at is not null
            and ev.at >= p.s and ev.at < p.e and ev.previous_at >= p.s
          group by p.i, ev.status
        `
        .execute(this.db)
        .then((result) => result.rows),
    ]);
    const statuses: Record<string, unknown>[] = [];
    const accepted: Record<string, unknown>[] = [];
    periods.forEach((p, period) => {
      const days = macaoDays(p.start, p.end).map((day) => byDay.get(day));
      const sum = (status: number, pick: 'n' | 'accepted') =>
        days.reduce((total, counts) => total + (counts?.get(status)?.[pick] ?? 0), 0) -
        again
          .filter((row) => Number(row.period) === period && Number(row.status) === status)
          .reduce((total, row) => total + Number(row[pick]), 0);
      for (const status of COUNTED_STATUSES) statuses.push({ period, status, n: sum(status, 'n') });
      accepted.push({ period, n: sum(S.arranged, 'accepted') });
    });
    return [statuses, accepted];
  }

  /**
   * Every match: each status of each period is one index range counted as it is read
   * (`job_match_event_status_at_idx`), less the rows of a match that had already taken the status
   * in the period (`job_match_event_again_idx`); the accepted invitations likewise, one range a
   * period of the partial index of the arranged rows of employer-started matches
   * (`job_match_event_accepted_idx`: each history row says who started its match).
   */
  private async allCounts(values: RawBuilder<unknown>): Promise<CountRows> {
    const rows = (query: RawBuilder<Record<string, unknown>>) =>
      statisticsRows(this.db, this.dialect, query);
    const statusValues = sql.join(COUNTED_STATUSES.map((status) => sql`(${sql.lit(status)})`));
    return Promise.all([
      rows(sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values}), st(status) as (values ${statusValues})
        select p.i as period, st.status as status,
          (select count(*) from job_match_event ev
            where ev.status = st.status and ev.at >= p.s and ev.at < p.e)
          - (select count(*) from job_match_event ev
            where ev.previous_at is not null and ev.status = st.status
              and ev.at >= p.s and ev.at < p.e and ev.previous_at >= p.s) as n
        from p cross join st
      `),
      rows(sql<Record<string, unknown>>`
        with p(i, s, e) as (values ${values})
        select p.i as period,
          (select count(*) from job_match_event ev
            where ev.status = ${sql.lit(S.arranged)} and ev.origin = 'employer'
              and ev.at >= p.s and ev.at < p.e
              and (ev.previous_at is null or ev.previous_at < p.s)) as n
        from p
      `),
    ]);
  }

  /**
   * The matches of a sector's or an employer type's vacancies: their history rows (a small part
   * of the year's) read once from the vacancies through the matches, each placed by
   * `bucketSql` in the bucket of its instant and of its previous one of the same status among the
   * periods' bounds, grouped by status and who started the match (a few hundred groups); a
   * period sums the groups in it whose previous is before its start, or none (`bucket(previous)
   * < bucket(start)` is `previous < start`, every bound being one of the bounds).
   */
  private async filteredCounts(
    periods: readonly MatchPeriod[],
    filter: MatchFilter,
  ): Promise<CountRows> {
    const bounds = boundsOf(periods.flatMap((p) => [p.start, p.end]));
    const [low, high] = [bounds[0], bounds[bounds.length - 1]];
    const k = (bound: string) => sql.lit(bucketFrom(bounds, bound));
    const table = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${k(p.start)}, ${k(p.end)})`));
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
        with p(i, ks, ke) as (values ${table}),
        g as (
          select ev.status as status, ${bucketSql(this.dialect, sql`ev.at`, bounds)} as ba,
            case when ev.previous_at is null then -1
              else ${bucketSql(this.dialect, sql`ev.previous_at`, bounds)} end as bp,
            case when m.origin = 'employer' then 1 else 0 end as employer,
            count(*) as n
          from job_offer o
          join job_match m on m.job_offer_id = o.id
          join job_match_event ev on ev.job_match_id = m.id
          where ${filterSql(filter)} and ev.at >= ${low} and ev.at < ${high}
          group by 1, 2, 3, 4
        )
        select p.i as period, g.status as status, sum(g.n) as n,
          sum(case when g.employer = 1 then g.n else 0 end) as employer_n
        from p join g on g.ba >= p.ks and g.ba < p.ke and g.bp < p.ks
        group by p.i, g.status
      `,
    );
    return [
      rows,
      rows
        .filter((row) => Number(row.status) === S.arranged)
        .map((row) => ({ period: row.period, n: row.employer_n })),
    ];
  }

  /**
   * Vacancies filled in each period: a vacancy is filled at the instant of the hire that brought
   * its hires to its positions (each match's first `hired` status, in the order they were taken),
   * so it counts once, in that hire's period. Hires before the last period's end only.
   */
  async filledCounts(periods: readonly MatchPeriod[], filter: MatchFilter): Promise<number[]> {
    if (periods.length === 0) return [];
    const values = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));
    const until = periods.reduce((max, p) => (p.end > max ? p.end : max), periods[0].end);
    const rows = await statisticsRows(
      this.db,
      this.dialect,
      sql<Record<string, unknown>>`
      with p(i, s, e) as (values ${values}),
      h as (
        select m.job_offer_id as job_offer_id, min(ev.at) as at
        from job_match_event ev join job_match m on m.id = ev.job_match_id
        where ev.status = ${sql.lit(S.hired)} and ev.at < ${until}
        group by m.id, m.job_offer_id
      ),
      r as (
        select h.job_offer_id, h.at,
          row_number() over (partition by h.job_offer_id order by h.at) as n
        from h
      ),
      f as (
        select r.at from r join job_offer o on o.id = r.job_offer_id
        where r.n = o.positions and ${filterSql(filter)}
      )
      select p.i as period, count(f.at) as n
      from p left join f on f.at >= p.s and f.at < p.e
      group by p.i
    `,
    );
    const out = periods.map(() => 0);
    for (const row of rows) out[Number(row.period)] = Number(row.n);
    return out;
  }

  /**
   * An employer's vacancies in figures: requests by seekers, invitations, invitations answered,
   * hires, and the mean hours from a request to the employer's answer (arranged or declined).
   */
  async vacancyCounts(
    employerId: number,
    jobOfferIds: readonly number[],
  ): Promise<VacancyMatchCounts[]> {
    if (jobOfferIds.length === 0) return [];
    const answered = sql`(select min(a.at) from job_match_event a where a.job_match_id = m.id
      and a.status in (${sql.lit(S.arranged)}, ${sql.lit(S.declined)}))`;
    const { rows } = await sql<Record<string, unknown>>`
      select m.job_offer_id as job_offer_id,
        sum(case when m.origin = 'seeker' then 1 else 0 end) as requested,
        sum(case when m.origin = 'employer' then 1 else 0 end) as invited,
        sum(case when m.origin = 'employer' and exists (select 1 from job_match_event r
          where r.job_match_id = m.id and r.status in (${sql.lit(S.arranged)}, ${sql.lit(S.rejected)}))
          then 1 else 0 end) as replied,
        sum(case when m.status = ${sql.lit(S.hired)} then 1 else 0 end) as hired,
        avg(case when m.origin = 'seeker'
          then ${hoursBetween(this.dialect, sql`m.created_at`, answered)} end) as answer_hours
      from job_match m
      where m.employer_id = ${employerId}
        and m.job_offer_id in (${sql.join(jobOfferIds.map((id) => sql.lit(id)))})
      group by m.job_offer_id
    `.execute(this.db);
    return rows.map((row) => ({
      jobOfferId: Number(row.job_offer_id),
      requested: Number(row.requested),
      invited: Number(row.invited),
      replied: Number(row.replied),
      hired: Number(row.hired),
      answerHours: row.answer_hours === null ? null : Number(row.answer_hours),
    }));
  }
}
