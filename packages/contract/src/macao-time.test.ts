import { describe, expect, it } from 'vitest';
import {
  addMacaoMonths,
  MACAO_FIXED_OFFSET_SINCE,
  macaoDayEnd,
  macaoDayStart,
  macaoToday,
  macaoYearMonth,
  macaoWallClock,
  shiftDate,
  zoneOffsetMs,
} from './macao-time.ts';
import { registrationWindow } from './events-console.ts';

describe('Macao time', () => {
  it('is UTC+8 at every instant since 1980, as the time zone database says, and the database’s before', () => {
    const HOUR = 3600_000;
    // Every seventh hour from 1980 to 2060 (each hour of the day in turn).
    for (let at = MACAO_FIXED_OFFSET_SINCE; at < Date.UTC(2060, 0, 1); at += 7 * HOUR) {
      if (zoneOffsetMs(at) !== 8 * HOUR) expect(new Date(at).toISOString()).toBe('UTC+8 there');
    }
    expect(macaoWallClock(new Date('2026-07-01T00:00:00Z')).toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    // Macao's last summer time, 1979: the database's offset, not the fixed one.
    expect(macaoWallClock(new Date('1979-07-01T00:00:00Z')).toISOString()).toBe(
      '1979-07-01T09:00:00.000Z',
    );
  });

  it('takes the Macao calendar day (UTC+8)', () => {
    expect(macaoToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(macaoToday(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('takes the Macao month, which turns at 16:00 UTC on the last day', () => {
    expect(macaoYearMonth(new Date('2026-12-31T15:59:59Z'))).toEqual({ year: 2026, month: 12 });
    expect(macaoYearMonth(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('adds calendar months on the Macao calendar, clamping to the month end', () => {
    // 31 January 10:00 Macao + 4 months = 31 May 10:00 Macao.
    expect(addMacaoMonths(new Date('2026-01-31T02:00:00.000Z'), 4).toISOString()).toBe(
      '2026-05-31T02:00:00.000Z',
    );
    // 31 October 04:00 Macao (30 October in UTC) + 4 months = 28 February 04:00 Macao.
    expect(addMacaoMonths(new Date('2026-10-30T20:00:00.000Z'), 4).toISOString()).toBe(
      '2027-02-27T20:00:00.000Z',
    );
  });

  it('shifts dates by years and days, keeping to real days', () => {
    expect(shiftDate('2024-02-29', 1)).toBe('2025-02-28');
    expect(shiftDate('2026-11-22', 0, -30)).toBe('2026-10-23');
    expect(shiftDate('2026-12-31', 0, 1)).toBe('2027-01-01');
  });

  it('bounds a Macao day: 00:00:00.000 to 23:59:59.999 Macao time', () => {
    expect(macaoDayStart('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(macaoDayEnd('2026-11-30').toISOString()).toBe('2026-11-30T15:59:59.999Z');
    expect(macaoDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T15:59:59.999Z');
    expect(registrationWindow('2026-11-25', '2026-11-30')).toEqual({
      from: '2026-11-24T16:00:00.000Z',
      to: '2026-11-30T15:59:59.999Z',
    });
    // Instants stay as they are.
    expect(registrationWindow('2026-11-25T01:00:00Z', '2026-11-30')).toEqual({
      from: '2026-11-25T01:00:00.000Z',
      to: '2026-11-30T15:59:59.999Z',
    });
  });
});
