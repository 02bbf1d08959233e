import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIST } from './languages.ts';
import { formatNumber } from './numbers.ts';

describe('formatNumber', () => {
  it('groups by thousands with the separator of the language, zh as zh-Hant', () => {
    expect(formatNumber(999, 'pt')).toBe('999');
    expect(formatNumber(7280, 'pt')).toBe('7.280');
    expect(formatNumber(7280, 'en')).toBe('7,280');
    expect(formatNumber(7280, 'zh-Hant')).toBe('7,280');
    expect(formatNumber(7280, 'zh')).toBe('7,280');
    expect(formatNumber(-25000, 'pt')).toBe('-25.000');
  });

  it('keeps up to two decimals in the language’s own marks', () => {
    expect(formatNumber(1234567.5, 'pt')).toBe('1.234.567,5');
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
  });

  it('groups whole numbers as each language’s Intl.NumberFormat does', () => {
    const values = [0, 7, 999, 1000, -1000, 12000, 99999, 100000, 1234567, -9876543210];
    for (let power = 0; power <= 15; power += 1) values.push(10 ** power, 10 ** power - 1);
    for (const { tag, wire } of LANGUAGE_LIST) {
      const intl = new Intl.NumberFormat(tag, { useGrouping: 'always' });
      for (const value of values) {
        expect(formatNumber(value, tag as 'en'), tag).toBe(intl.format(value));
        expect(formatNumber(value, wire as 'en'), wire).toBe(intl.format(value));
      }
    }
  });

  it('takes each language’s separator from its record, the one list of languages', () => {
    expect(LANGUAGE_LIST.map((language) => language.thousandsSeparator)).toEqual(
      LANGUAGE_LIST.map(
        (language) =>
          new Intl.NumberFormat(language.tag, { useGrouping: 'always' })
            .formatToParts(1000)
            .find((part) => part.type === 'group')?.value,
      ),
    );
    expect(formatNumber(12000, 'zh-Hans')).toBe('12,000');
  });
});
