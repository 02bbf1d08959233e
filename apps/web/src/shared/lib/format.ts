import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatNumber,
  macaoWallClock,
  type Locale,
} from '@vaga/contract';
import { currentLocale } from './locale.ts';

/** A zone at the end of an instant: `Z` or an offset (`+08:00`, `+0800`, `+08`). */
const ZONE = /(?:z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * An instant as `pattern` (DATE_FORMAT, DATE_TIME_FORMAT: numeric fields only) on Macao's wall
 * clock, wherever the phone is; null for a broken value. A time of day written without its zone is
 * UTC, as the API writes instants, never the phone's zone. (No date library: the first screen
 * shows a time, and its script stays small.)
 */
function inMacao(instant: string, pattern: string, shiftMs = 0): string | null {
  const zoned = /\d[T\s]\d/i.test(instant) && !ZONE.test(instant) ? `${instant}Z` : instant;
  const time = Date.parse(zoned) + shiftMs;
  if (Number.isNaN(time)) return null;
  const wall = macaoWallClock(new Date(time)).toISOString();
  const fields: Record<string, string> = {
    YYYY: wall.slice(0, 4),
    MM: wall.slice(5, 7),
    DD: wall.slice(8, 10),
    HH: wall.slice(11, 13),
    mm: wall.slice(14, 16),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (field) => fields[field]);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The language's number format (`Intl.NumberFormat`), with a fixed number of decimals or up to 2. */
function numberFormat(locale: Locale, decimals: number | null): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      // Grouped from 1,000 on in every language (Portugal's own rule starts at 10 000).
      useGrouping: 'always',
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number grouped by thousands as the language writes it: 12000 → "12,000" in Chinese and
 * English, "12.000" in Portuguese (and 1234.5 → "1,234.5" / "1.234,5"): the contract's one number
 * format, which the server's texts use too.
 */
export function formatThousands(value: number, locale: Locale = currentLocale()): string {
  return formatNumber(value, locale);
}

/** A salary in MOP as spec §9 writes it: `$12,000/月` (`$12.000/mês` in Portuguese). */
export function formatSalary(
  amount: number,
  salaryTypeName?: string | null,
  locale: Locale = currentLocale(),
): string {
  const money = `$${formatThousands(amount, locale)}`;
  return salaryTypeName ? `${money}/${salaryTypeName}` : money;
}

/** An amount in MOP with its currency code: `MOP 7,280` (`MOP 7.280` in Portuguese). */
export function formatMop(amount: number, locale: Locale = currentLocale()): string {
  return `MOP ${formatThousands(amount, locale)}`;
}

const KB = 1024;
const MB = 1024 * 1024;

/** Bytes as megabytes with one decimal, the unit file limits are told in: "1.5" ("1,5" in pt). */
export function formatMegabytes(bytes: number, locale: Locale = currentLocale()): string {
  return numberFormat(locale, 1).format(bytes / MB);
}

/**
 * A file's size as people read it, the same for seekers and staff (1 KB = 1024 bytes): `820 B`,
 * whole kilobytes up to 1 MB (`45 KB`), then megabytes with one decimal (`3.4 MB`, `3,4 MB`).
 */
export function formatFileSize(bytes: number, locale: Locale = currentLocale()): string {
  const whole = numberFormat(locale, 0);
  if (bytes < KB) return `${whole.format(bytes)} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < 1024) return `${whole.format(kilobytes)} KB`;
  return `${formatMegabytes(bytes, locale)} MB`;
}

/**
 * A count with a display cap (spec §9), grouped as the language writes numbers: 2351 → "2,351"
 * ("2.351" in Portuguese), 123456 with cap 99999 → "99,999+" ("99.999+").
 */
export function formatCount(value: number, cap: number, locale: Locale = currentLocale()): string {
  return value > cap ? `${formatNumber(cap, locale)}+` : formatNumber(value, locale);
}

/** An ISO-8601 instant as `YYYY/MM/DD HH:mm` in Macao time; '' for a missing or broken value. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '';
  return inMacao(instant, DATE_TIME_FORMAT) ?? '';
}

/** A calendar date (`YYYY-MM-DD`) or an instant's Macao date as `YYYY/MM/DD`. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '/');
  return inMacao(value, DATE_FORMAT) ?? '';
}

/**
 * The last Macao day of a validity that ends at an instant (a vacancy's `expiryDate`), as
 * `YYYY/MM/DD`: the day of the last instant still valid, so a validity ending at 10:00 on 30
 * November shows 30 November, and one ending at 00:00 on 1 December shows 30 November too.
 */
export function formatValidUntil(instant: string | null | undefined): string {
  if (!instant) return '';
  return inMacao(instant, DATE_FORMAT, -1) ?? '';
}
