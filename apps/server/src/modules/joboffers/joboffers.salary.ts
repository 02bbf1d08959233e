import type { SalaryUnit } from '@vaga/contract';

/** Working days in a month and hours in a working day, for monthly-equivalent salaries. */
export const WORKING_DAYS_PER_MONTH = 26;
export const WORKING_HOURS_PER_DAY = 8;
export const WEEKS_PER_YEAR = 52;

/**
 * The monthly equivalent of a salary in MOP, used by the salary filter: a daily wage × 26
 * working days, a weekly wage × 52 / 12, an hourly wage × 8 hours × 26 days, a monthly salary as it is.
 */
export function monthlyEquivalent(amount: number, unit: SalaryUnit): number {
  if (unit === 'WEEK') return Math.round((amount * WEEKS_PER_YEAR) / 12);
  if (unit === 'DAY') return amount * WORKING_DAYS_PER_MONTH;
  if (unit === 'HOUR') return amount * WORKING_HOURS_PER_DAY * WORKING_DAYS_PER_MONTH;
  return amount;
}
