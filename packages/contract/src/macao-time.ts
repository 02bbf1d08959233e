import { MACAO_TIME_ZONE } from './limits.ts';

/**
 * Time in Macao, the one home of every calendar rule (today's date, age, document validity,
 * one refresh a day, a vacancy's four calendar months): the server and the web app both use it,
 * with the time zone of limits.ts.
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * Since 1980 Macao's clock is UTC+8 all year (its last daylight saving time ended on 28 October
 * 1979, in the time zone database's Asia/Macau): no lookup is needed for any instant since, which
 * is every instant Vaga writes. macao-time.test.ts checks the rule against the database.
 */
export const MACAO_FIXED_OFFSET_SINCE = Date.UTC(1980, 0, 1);
const MACAO_OFFSET_MS = 8 * HOUR_MS;

/**
 * The time zone database's clock in Macao, for older instants. Made at its first use, not when
 * the module loads: a time zone's first formatter loads the browser's zone data, which was most of
 * the first screen's script evaluation (13 of 17 ms in Chromium on the bench machine).
 */
let wallClock: Intl.DateTimeFormat | undefined;
function zoneWallClock(): Intl.DateTimeFormat {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MACAO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return wallClock;
}

const offsets = new Map<number, number>();

/** Macao's offset from UTC at an instant, in ms, by the time zone database (kept per hour). */
export function zoneOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const at = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of zoneWallClock().formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  if (offsets.size > 4096) offsets.clear();
  offsets.set(hour, wall - at);
  return wall - at;
}

/** Macao's offset from UTC at an instant, in ms. */
function macaoOffsetMs(instant: number): number {
  return instant >= MACAO_FIXED_OFFSET_SINCE ? MACAO_OFFSET_MS : zoneOffsetMs(instant);
}

/** Macao's wall clock at an instant, as a Date whose UTC fields read it (for display). */
export function macaoWallClock(instant: Date): Date {
  return new Date(instant.getTime() + macaoOffsetMs(instant.getTime()));
}

/** The calendar day in Macao at an instant (now by default), `YYYY-MM-DD`. */
export function macaoToday(now: Date = new Date()): string {
  return macaoWallClock(now).toISOString().slice(0, 10);
}

/** The instant a Macao calendar day (`YYYY-MM-DD`) begins: 00:00 on Macao's wall clock. */
export function macaoDayStart(day: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(wall - macaoOffsetMs(wall - macaoOffsetMs(wall)));
}

/** The year and month in Macao at an instant. */
export function macaoYearMonth(now: Date): { year: number; month: number } {
  const wall = macaoWallClock(now);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/**
 * Adds calendar months on Macao's calendar, clamping to the last day of the target month:
 * 31 January 10:00 + 4 months is 31 May 10:00, 31 October + 4 months is 28 (29) February.
 */
export function addMacaoMonths(instant: Date, months: number): Date {
  const local = macaoWallClock(instant);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - macaoOffsetMs(shifted - macaoOffsetMs(shifted)));
}

/** A `YYYY-MM-DD` day moved by whole years and days (a 29 February moved to a common year is 28 February). */
export function shiftDate(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** The last instant of a Macao calendar day: 23:59:59.999 Macao time. */
export function macaoDayEnd(day: string): Date {
  return new Date(macaoDayStart(shiftDate(day, 0, 1)).getTime() - 1);
}

/**
 * The instant of a Macao local date and time typed as `YYYY-MM-DDTHH:mm`; null when it names no
 * real moment (e.g. 2026-02-30T10:00 or 24:00).
 */
export function macaoLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const asWall = new Date(wall);
  if (
    asWall.getUTCFullYear() !== year ||
    asWall.getUTCMonth() !== month - 1 ||
    asWall.getUTCDate() !== day ||
    asWall.getUTCHours() !== hour ||
    asWall.getUTCMinutes() !== minute
  ) {
    return null;
  }
  // The wall clock read at `wall` as if it were an instant gives Macao's offset there.
  const offset = macaoWallClock(asWall).getTime() - wall;
  const instant = new Date(wall - offset);
  return macaoWallClock(instant).getTime() === wall ? instant : null;
}
