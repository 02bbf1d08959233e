import { macaoToday, shiftDate, type StatisticsGrouping } from '@vaga/contract';

/** The periods staff choose among: this month, last month, the last twelve months, a range. */
export const PERIOD_CHOICES = ['thisMonth', 'lastMonth', 'lastYear', 'range'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export interface StatisticsRange {
  from: string;
  to: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The Macao days a choice covers, from today in Macao (a range: as typed). */
export function rangeOf(
  choice: PeriodChoice,
  typed: StatisticsRange,
  now = new Date(),
): StatisticsRange {
  const today = macaoToday(now);
  const thisMonth = firstOfMonth(today);
  switch (choice) {
    case 'thisMonth':
      return { from: thisMonth, to: today };
    case 'lastMonth': {
      const lastDay = shiftDate(thisMonth, 0, -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    case 'lastYear': {
      const [y, m] = thisMonth.split('-').map(Number);
      const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
      return { from: start, to: today };
    }
    case 'range':
      return typed;
  }
}

/** A period's name in a table: its month when whole, or its first and last days. */
export function periodName(period: { from: string; to: string }, by: StatisticsGrouping): string {
  const wholeMonth = period.from.endsWith('-01') && shiftDate(period.to, 0, 1).endsWith('-01');
  if (by === 'month' && wholeMonth && period.from.slice(0, 7) === period.to.slice(0, 7))
    return period.from.slice(0, 7);
  return period.from === period.to ? period.from : `${period.from} – ${period.to}`;
}
