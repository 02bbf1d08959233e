import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMegabytes,
  formatMop,
  formatSalary,
  formatThousands,
  formatValidUntil,
} from './format.ts';

describe('formatSalary', () => {
  it('writes MOP with a $ sign, thousands separators and the salary type', () => {
    expect(formatSalary(12000, '月')).toBe('$12,000/月');
    expect(formatSalary(1234567, 'mês')).toBe('$1,234,567/mês');
    expect(formatSalary(95, 'hour')).toBe('$95/hour');
  });

  it('leaves out the unit when there is none', () => {
    expect(formatSalary(8000, '')).toBe('$8,000');
    expect(formatSalary(0, null)).toBe('$0');
  });
});

describe('formatThousands', () => {
  it('groups by three digits and keeps decimals and sign', () => {
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(-25000.5)).toBe('-25,000.5');
  });

  it('writes numbers with the separators of the language', () => {
    expect(formatThousands(7280, 'pt')).toBe('7.280');
    expect(formatThousands(1234567.5, 'pt')).toBe('1.234.567,5');
    expect(formatThousands(7280, 'en')).toBe('7,280');
    expect(formatThousands(7280, 'zh-Hant')).toBe('7,280');
  });

  it('groups whole numbers as each language’s Intl.NumberFormat does', () => {
    const values = [0, 7, 999, 1000, -1000, 12000, 99999, 100000, 1234567, -9876543210];
    for (let power = 0; power <= 15; power += 1) values.push(10 ** power, 10 ** power - 1);
    for (const locale of ['zh-Hant', 'pt', 'en'] as const) {
      const intl = new Intl.NumberFormat(locale, { useGrouping: 'always' });
      for (const value of values) expect(formatThousands(value, locale)).toBe(intl.format(value));
    }
  });
});

describe('amounts in MOP', () => {
  it('writes a salary and an amount with the separators of the language', () => {
    expect(formatSalary(16000, 'mês', 'pt')).toBe('$16.000/mês');
    expect(formatSalary(16000, 'month', 'en')).toBe('$16,000/month');
    expect(formatMop(7280, 'pt')).toBe('MOP 7.280');
    expect(formatMop(7280, 'en')).toBe('MOP 7,280');
  });
});

describe('formatFileSize', () => {
  const MB = 1024 * 1024;

  it('tells bytes, whole kilobytes, then megabytes with one decimal', () => {
    expect(formatFileSize(820, 'en')).toBe('820 B');
    expect(formatFileSize(240 * 1024, 'en')).toBe('240 KB');
    expect(formatFileSize(1023.7 * 1024, 'en')).toBe('1.0 MB');
    expect(formatFileSize(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatFileSize(8 * MB, 'zh-Hant')).toBe('8.0 MB');
  });

  it('writes the decimals of the language', () => {
    expect(formatFileSize(1.5 * MB, 'pt')).toBe('1,5 MB');
    expect(formatFileSize(2000 * 1024, 'pt')).toBe('2,0 MB');
    expect(formatMegabytes(3.25 * MB, 'pt')).toBe('3,3');
  });
});

describe('formatCount', () => {
  it('shows the value up to the cap and cap+ above it', () => {
    expect(formatCount(999, 9999)).toBe('999');
    expect(formatCount(10000, 9999)).toBe('9,999+');
    expect(formatCount(100000, 99999)).toBe('99,999+');
    expect(formatCount(0, 9999)).toBe('0');
  });

  it('groups the count and the cap as the language writes numbers', () => {
    expect(formatCount(2351, 99999, 'pt')).toBe('2.351');
    expect(formatCount(2351, 99999, 'en')).toBe('2,351');
    expect(formatCount(2351, 99999, 'zh-Hant')).toBe('2,351');
    expect(formatCount(100000, 99999, 'pt')).toBe('99.999+');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as YYYY/MM/DD HH:mm in Macao time (UTC+8)', () => {
    expect(formatDateTime('2026-11-22T03:05:00.000Z')).toBe('2026/11/22 11:05');
    expect(formatDateTime('2026-12-31T20:30:00Z')).toBe('2027/01/01 04:30');
  });

  it('reads an offset, and a time written without its zone as UTC (never the phone zone)', () => {
    expect(formatDateTime('2026-11-22T11:05:00+08:00')).toBe('2026/11/22 11:05');
    expect(formatDateTime('2026-11-22T09:05:00-0200')).toBe('2026/11/22 19:05');
    expect(formatDateTime('2026-11-22T03:05:00')).toBe('2026/11/22 11:05');
    expect(formatDateTime('2026-11-22T03:05:00.123')).toBe('2026/11/22 11:05');
  });

  it('answers an empty text for a missing or broken value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes a calendar date with slashes and an instant as its Macao date', () => {
    expect(formatDate('2026-03-09')).toBe('2026/03/09');
    expect(formatDate('2026-03-09T17:00:00Z')).toBe('2026/03/10');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatValidUntil', () => {
  it('shows the last Macao day still valid before the instant a validity ends', () => {
    // Ends at 10:00 on 30 November in Macao.
    expect(formatValidUntil('2026-11-30T02:00:00.000Z')).toBe('2026/11/30');
    // Ends at 00:00 on 1 December in Macao: valid through 30 November.
    expect(formatValidUntil('2026-11-30T16:00:00.000Z')).toBe('2026/11/30');
    expect(formatValidUntil('2026-11-30T16:00:00.001Z')).toBe('2026/12/01');
  });

  it('answers an empty text for a missing or broken value', () => {
    expect(formatValidUntil(null)).toBe('');
    expect(formatValidUntil('')).toBe('');
    expect(formatValidUntil('not a date')).toBe('');
  });
});
