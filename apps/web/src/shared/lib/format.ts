import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT, macaoWallClock } from '@vaga/contract';

dayjs.extend(utc);

/** An instant in Macao time, wherever the phone is; null for a broken value. */
function inMacao(instant: string): dayjs.Dayjs | null {
  const parsed = dayjs.utc(instant);
  return parsed.isValid() ? dayjs.utc(macaoWallClock(parsed.toDate())) : null;
}

/** 12000 → "12,000": grouped by thousands with commas, in every language (how MOP is written). */
export function formatThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** A salary in MOP as spec §9 writes it: `$12,000/月`; without a unit just `$12,000`. */
export function formatSalary(amount: number, salaryTypeName?: string | null): string {
  const money = `$${formatThousands(amount)}`;
  return salaryTypeName ? `${money}/${salaryTypeName}` : money;
}

/** A count with a display cap (spec §9): 12345 with cap 9999 → "9999+". */
export function formatCount(value: number, cap: number): string {
  return value > cap ? `${cap}+` : String(value);
}

/** An ISO-8601 instant as `YYYY/MM/DD HH:mm` in Macao time; '' for a missing or broken value. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '';
  return inMacao(instant)?.format(DATE_TIME_FORMAT) ?? '';
}

/** A calendar date (`YYYY-MM-DD`) or an instant's Macao date as `YYYY/MM/DD`. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '/');
  return inMacao(value)?.format(DATE_FORMAT) ?? '';
}
