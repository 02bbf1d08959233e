import { describe, expect, it } from 'vitest';
import { addMacaoMonths, macaoToday } from '@vaga/contract';
import { stateAt, validityWindow } from './joboffer-validity.ts';
import { publishedSince } from './listed-since.ts';

describe('vacancy validity', () => {
  it('is valid four calendar months in Macao time, then expired, removed 15 days later', () => {
    // 2026-01-31 10:00 in Macao.
    const window = validityWindow('2026-01-31T02:00:00.000Z');
    expect(window.expiresAt.toISOString()).toBe('2026-05-31T02:00:00.000Z');
    expect(window.removedAt.toISOString()).toBe('2026-06-15T02:00:00.000Z');
    expect(stateAt(window, new Date('2026-05-31T01:59:59.999Z'))).toBe('VALID');
    expect(stateAt(window, new Date('2026-05-31T02:00:00.000Z'))).toBe('EXPIRED');
    expect(stateAt(window, new Date('2026-06-15T02:00:00.000Z'))).toBe('REMOVED');
  });

  it('clamps to the last day of a shorter month on the Macao calendar', () => {
    // 30 October 20:00 UTC is 31 October 04:00 in Macao: four months later is 28 February.
    expect(addMacaoMonths(new Date('2026-10-30T20:00:00.000Z'), 4).toISOString()).toBe(
      '2027-02-27T20:00:00.000Z',
    );
    // 31 October 20:00 UTC is already 1 November in Macao: four months later is 1 March.
    expect(addMacaoMonths(new Date('2026-10-31T20:00:00.000Z'), 4).toISOString()).toBe(
      '2027-02-28T20:00:00.000Z',
    );
    expect(macaoToday(new Date('2026-11-22T16:30:00.000Z'))).toBe('2026-11-23');
  });

  it('runs a publication on a day the fourth month lacks to the end of that month', () => {
    // 31 October 04:00 Macao: valid through 28 February, expires at 00:00 Macao on 1 March.
    expect(validityWindow('2026-10-30T20:00:00.000Z').expiresAt.toISOString()).toBe(
      '2027-02-28T16:00:00.000Z',
    );
    // 29 February 2028 (a leap year) 10:00 Macao: 29 June exists, the time is kept.
    expect(validityWindow('2028-02-29T02:00:00.000Z').expiresAt.toISOString()).toBe(
      '2028-06-29T02:00:00.000Z',
    );
    // 31 July 09:00 Macao: 00:00 on 1 December, removed 15 days later.
    const window = validityWindow('2026-07-31T01:00:00.000Z');
    expect(window.expiresAt.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(window.removedAt.toISOString()).toBe('2026-12-15T16:00:00.000Z');
  });

  it('never ends earlier for a later publication, across every month end of two years', () => {
    const HOUR = 60 * 60 * 1000;
    let published = Date.parse('2026-01-01T00:00:00.000Z');
    let previous = validityWindow(new Date(published));
    let checked = 0;
    while (published < Date.parse('2028-01-01T00:00:00.000Z')) {
      published += HOUR / 2;
      const window = validityWindow(new Date(published));
      expect(
        window.expiresAt.getTime(),
        `published ${new Date(published).toISOString()}`,
      ).toBeGreaterThanOrEqual(previous.expiresAt.getTime());
      previous = window;
      checked++;
    }
    expect(checked).toBe(2 * 365 * 48);
  });

  it('inverts the window exactly for the list filter, month-end clamps included', () => {
    for (const now of [
      '2027-03-15T02:00:00.000Z',
      '2027-06-30T12:00:00.000Z',
      '2026-07-01T00:00:00.000Z',
      // Removal days of 31 July's publications (expired at the end of 30 November).
      '2026-12-15T02:00:00.000Z',
      '2026-12-15T17:00:00.000Z',
    ]) {
      const at = new Date(now);
      for (const boundary of ['expiresAt', 'removedAt'] as const) {
        const since = publishedSince(at, boundary);
        expect(validityWindow(since)[boundary].getTime()).toBeGreaterThan(at.getTime());
        const before = new Date(since.getTime() - 1);
        expect(validityWindow(before)[boundary].getTime()).toBeLessThanOrEqual(at.getTime());
      }
    }
  });
});
