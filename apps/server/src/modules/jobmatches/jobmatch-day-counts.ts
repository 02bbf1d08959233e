import { sql, type RawBuilder } from 'kysely';
import { JOB_MATCH_STATUS as S, macaoDayStart, macaoToday, shiftDate } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import { statisticsRows } from '../../db/statistics-sql.ts';
import type { Clock } from '../../platform/clock.ts';

const DAY_MS = 86_400_000;
/** Kept rows written per statement (four values each, under SQLite's parameter limit). */
const CHUNK = 200;
/** The status of the row that marks a day counted. */
const COUNTED = 0;

/** A day's rows of one status: all (`n`) and the invitations accepted among them. */
export interface DayStatusCount {
  n: number;
  accepted: number;
}

/** Counts by Macao day (`YYYY-MM-DD`), then by status. */
export type DayCounts = Map<string, Map<number, DayStatusCount>>;

/**
 * Whether an instant, written as the history writes its instants (ISO UTC with milliseconds, so
 * text order is time order), is a Macao midnight, where periods of whole Macao days begin and end.
 */
export function isMacaoMidnight(iso: string): boolean {
  const at = Date.parse(iso);
  return (
    !Number.isNaN(at) &&
    new Date(at).toISOString() === iso &&
    dayStart(macaoToday(new Date(at))) === at
  );
}

/** The Macao days of [start, end), both Macao midnights. */
export function macaoDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(start); t < Date.parse(end); t += DAY_MS)
    days.push(macaoToday(new Date(t)));
  return days;
}

/**
 * The history's rows counted by Macao day and status, for the statistics: an ended day's counts
 * are counted once and kept (`job_match_day_count`; a trigger forgets a day when any of its rows
 * changes, so kept counts are always those of the rows there), a day not ended yet is counted at
 * each call. A year of statuses is then a few thousand kept rows, not 627,753 index entries.
 */
export class JobMatchDayCounts {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  /**
   * The counts of each Macao day of [start, end) (Macao midnights); days without rows absent.
   * The kept days and the days not ended are read in one statement (a few thousand rows, today's
   * from the index: no transaction of its own, its cost far from just-in-time compilation's);
   * ended days not kept yet are then counted and kept.
   */
  async counts(start: string, end: string): Promise<DayCounts> {
    const days = macaoDays(start, end);
    const now = this.clock.millis();
    const ended = days.filter((_, i) => Date.parse(start) + (i + 1) * DAY_MS <= now);
    const reads: RawBuilder<unknown>[] = [];
    if (ended.length > 0)
      reads.push(sql`select k.day as d, 0 as late, k.status as status, k.n as n,
          k.accepted as accepted
        from job_match_day_count k
        where k.day >= ${ended[0]} and k.day <= ${ended[ended.length - 1]}`);
    if (ended.length < days.length)
      reads.push(groupedSql(dayStart(days[ended.length]), Date.parse(end)));
    const { rows } = await sql<
      Record<string, unknown>
    >`${sql.join(reads, sql` union all `)}`.execute(this.db);
    const out = dayCountsOf(rows);
    const missing = ended.filter((day) => !out.has(day));
    if (missing.length > 0) {
      const from = dayStart(missing[0]);
      const to = dayStart(missing[missing.length - 1]) + DAY_MS;
      const counted = dayCountsOf(
        await statisticsRows(this.db, this.dialect, groupedSql(from, to)),
      );
      await this.keep(missing, counted);
      for (const day of missing) out.set(day, counted.get(day) ?? new Map());
    }
    for (const statuses of out.values()) statuses.delete(COUNTED);
    return out;
  }

  /** Keeps ended days' counts, each with its mark; a day kept meanwhile by another call stays. */
  private async keep(days: readonly string[], counted: DayCounts): Promise<void> {
    const rows = days.flatMap((day) => [
      { day, status: COUNTED, n: 0, accepted: 0 },
      ...[...(counted.get(day) ?? new Map<number, DayStatusCount>())].map(([status, c]) => ({
        day,
        status,
        n: c.n,
        accepted: c.accepted,
      })),
    ]);
    for (let i = 0; i < rows.length; i += CHUNK)
      await this.db
        .insertInto('job_match_day_count')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['day', 'status']).doNothing())
        .execute();
  }
}

/**
 * The rows of [from, to) (milliseconds) by UTC date, hour from 16 or not (`dayCountsOf` makes
 * them Macao days) and status, grouped by the database from two indexes alone: every status's
 * range of `job_match_event_status_at_idx`, and the accepted invitations' of
 * `job_match_event_accepted_idx`.
 */
function groupedSql(from: number, to: number): RawBuilder<Record<string, unknown>> {
  const range = sql`ev.at >= ${new Date(from).toISOString()} and ev.at < ${new Date(to).toISOString()}`;
  const day = sql`substr(ev.at, 1, 10)`;
  const late = sql`case when substr(ev.at, 12, 2) >= '16' then 1 else 0 end`;
  const statuses = sql.join(Object.values(S).map((status) => sql.lit(status)));
  return sql<Record<string, unknown>>`
    select ${day} as d, ${late} as late, ev.status as status, count(*) as n, 0 as accepted
    from job_match_event ev
    where ev.status in (${statuses}) and ${range}
    group by 1, 2, 3
    union all
    select ${day}, ${late}, ${sql.lit(S.arranged)}, 0, count(*)
    from job_match_event ev
    where ev.status = ${sql.lit(S.arranged)} and ev.origin = 'employer' and ${range}
    group by 1, 2`;
}

/** Rows of `d` (a date), `late` (1: the next Macao day), `status`, `n`, `accepted`, by day. */
function dayCountsOf(rows: readonly Record<string, unknown>[]): DayCounts {
  const out: DayCounts = new Map();
  for (const row of rows) {
    const day = shiftDate(String(row.d), 0, Number(row.late) === 1 ? 1 : 0);
    add(out, day, Number(row.status), { n: Number(row.n), accepted: Number(row.accepted) });
  }
  return out;
}

const dayStart = (day: string) => macaoDayStart(day).getTime();

function add(out: DayCounts, day: string, status: number, count: DayStatusCount): void {
  const statuses = out.get(day) ?? new Map<number, DayStatusCount>();
  const was = statuses.get(status) ?? { n: 0, accepted: 0 };
  statuses.set(status, {
    n: was.n + Number(count.n),
    accepted: was.accepted + Number(count.accepted),
  });
  out.set(day, statuses);
}
