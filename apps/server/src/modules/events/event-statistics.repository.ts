import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import { countOf } from '../../db/statistics-sql.ts';

export interface EventCountsRow {
  id: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
  startDate: string;
  endDate: string;
  registered: number;
  checkedIn: number;
}

export interface SessionCountsRow {
  id: number;
  eventId: number;
  date: string;
  startTime: string;
  endTime: string;
  registered: number;
  checkedIn: number;
}

/** The Macao day (`YYYY-MM-DD`) of an ISO instant stored as text. */
const macaoDay = (dialect: Dialect, instant: ReturnType<typeof sql>) =>
  dialect === 'postgres'
    ? sql`to_char(cast(${instant} as timestamptz) at time zone 'Asia/Macau', 'YYYY-MM-DD')`
    : sql`date(${instant}, '+8 hours')`;

/**
 * The events' figures, counted by the database: registrations and check-ins of each event with a
 * session on a Macao day of the range, and of each such session (a registration that chose it,
 * checked in on its day).
 */
export class EventStatisticsRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  async events(from: string, to: string, limit: number): Promise<EventCountsRow[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select e.id, e.name_cn, e.name_pt, e.name_en, e.start_date, e.end_date,
        count(r.id) as registered, count(r.checked_in_at) as checked_in
      from event e
      left join event_register r on r.event_id = e.id
      where exists (select 1 from event_session s where s.event_id = e.id
        and s.date >= ${from} and s.date <= ${to})
      group by e.id, e.name_cn, e.name_pt, e.name_en, e.start_date, e.end_date
      order by e.start_date, e.id
      limit ${sql.lit(limit)}
    `.execute(this.db);
    return rows.map((row) => ({
      id: Number(row.id),
      nameCn: String(row.name_cn),
      namePt: String(row.name_pt),
      nameEn: String(row.name_en),
      startDate: String(row.start_date),
      endDate: String(row.end_date),
      registered: countOf(row.registered),
      checkedIn: countOf(row.checked_in),
    }));
  }

  async sessions(
    eventIds: readonly number[],
    from: string,
    to: string,
  ): Promise<SessionCountsRow[]> {
    if (eventIds.length === 0) return [];
    const { rows } = await sql<Record<string, unknown>>`
      select s.id, s.event_id, s.date, s.start_time, s.end_time,
        count(rs.register_id) as registered,
        sum(case when r.checked_in_at is not null
          and ${macaoDay(this.dialect, sql`r.checked_in_at`)} = s.date then 1 else 0 end)
          as checked_in
      from event_session s
      left join event_register_session rs on rs.session_id = s.id
      left join event_register r on r.id = rs.register_id
      where s.event_id in (${sql.join(eventIds.map((id) => sql.lit(id)))})
        and s.date >= ${from} and s.date <= ${to}
      group by s.id, s.event_id, s.date, s.start_time, s.end_time
      order by s.date, s.start_time, s.id
    `.execute(this.db);
    return rows.map((row) => ({
      id: Number(row.id),
      eventId: Number(row.event_id),
      date: String(row.date),
      startTime: String(row.start_time),
      endTime: String(row.end_time),
      registered: countOf(row.registered),
      checkedIn: countOf(row.checked_in),
    }));
  }
}
