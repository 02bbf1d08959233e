import { describe, expect, it } from 'vitest';
import {
  addMacaoMonths,
  macaoDayEnd,
  macaoDayStart,
  macaoToday,
  macaoYearMonth,
  shiftDate,
} from './macao-time.ts';
import { registrationWindow } from './events-console.ts';

describe('Macao time', () => {
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
