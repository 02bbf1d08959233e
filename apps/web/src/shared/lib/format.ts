import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT, macaoWallClock, type Locale } from '@vaga/contract';
import { currentLocale } from './locale.ts';

dayjs.extend(utc);

/** An instant in Macao time, wherever the phone is; null for a broken value. */
function inMacao(instant: string): dayjs.Dayjs | null {
  const parsed = dayjs.utc(instant);
  return parsed.isValid() ? dayjs.utc(macaoWallClock(parsed.toDate())) : null;
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
 * English, "12.000" in Portuguese (and 1234.5 → "1,234.5" / "1.234,5").
 */
export function formatThousands(value: number, locale: Locale = currentLocale()): string {
  return numberFormat(locale, null).format(value);
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
