import type { SalaryUnit } from './joboffers.ts';

/**
 * Macao's statutory minimum wage (Law 5/2020 and its updates), in MOP per unit, as a dated table:
 * the row in force on a day is the last one whose `from` is not after it. Employees with a
 * disability are outside the law (spec §3 Minimum-salary check: `isDisability`).
 */
export interface MinimumWageRow {
  /** First day in force, `YYYY-MM-DD` (Macao calendar). */
  from: string;
  amounts: Record<SalaryUnit, number>;
}

export const MINIMUM_WAGE_TABLE: readonly MinimumWageRow[] = [
  { from: '2020-11-01', amounts: { MONTH: 6656, WEEK: 1536, DAY: 256, HOUR: 32 } },
  { from: '2024-01-01', amounts: { MONTH: 7072, WEEK: 1632, DAY: 272, HOUR: 34 } },
  { from: '2026-01-01', amounts: { MONTH: 7280, WEEK: 1680, DAY: 280, HOUR: 35 } },
];

/** The row in force on a Macao day, or null before the law (no minimum then). */
export function minimumWageRowOn(
  macaoDay: string,
  table: readonly MinimumWageRow[] = MINIMUM_WAGE_TABLE,
): MinimumWageRow | null {
  let found: MinimumWageRow | null = null;
  for (const row of table) if (row.from <= macaoDay) found = row;
  return found;
}

/**
 * The minimum for a salary unit on a Macao day; null when no minimum applies (before the law, a
 * unit the law does not set, or a seeker with a disability).
 */
export function minimumWageOn(
  macaoDay: string,
  unit: SalaryUnit | null,
  isDisability: boolean,
): number | null {
  if (isDisability || unit === null) return null;
  return minimumWageRowOn(macaoDay)?.amounts[unit] ?? null;
}
