import { macaoDayStart, shiftDate, type StatisticsGrouping } from '@vaga/contract';

/** A period of a range: its first and last Macao day and its instants (start in, end out). */
export interface Period {
  from: string;
  to: string;
  start: string;
  end: string;
}

/** The day of the week of a `YYYY-MM-DD` day, Monday 0 … Sunday 6. */
const weekday = (day: string) => (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;

/** The last day of a period beginning on `day`: the month's last day, or the week's Sunday. */
function periodEnd(day: string, by: StatisticsGrouping): string {
  if (by === 'week') return shiftDate(day, 0, 6 - weekday(day));
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * Cuts a range of Macao days into Macao calendar months or weeks from Monday, the first and last
 * cut to the range; day and month boundaries are Macao's midnight (UTC+8).
 */
export function periodsOf(from: string, to: string, by: StatisticsGrouping): Period[] {
  const periods: Period[] = [];
  for (let day = from; day <= to;) {
    const last = periodEnd(day, by) < to ? periodEnd(day, by) : to;
    const next = shiftDate(last, 0, 1);
    periods.push({
      from: day,
      to: last,
      start: macaoDayStart(day).toISOString(),
      end: macaoDayStart(next).toISOString(),
    });
    day = next;
  }
  return periods;
}
