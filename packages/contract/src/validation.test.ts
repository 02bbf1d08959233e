import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupError, paramInteger, validationText } from './validation.ts';

describe('parameters and groups', () => {
  it('reads a parameter integer from plain decimal digits only', () => {
    const id = paramInteger(1, 1000);
    expect(id.parse('12')).toBe(12);
    expect(id.parse(7)).toBe(7);
    for (const bad of ['1e3', '1.0', ' 12', '12 ', '0x1', '+5', '012', '-1', '', 'abc', '1001']) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
    expect(id.safeParse('1e3').error?.issues[0].message).toBe('validation.integer');
    expect(paramInteger(0, 5).parse('0')).toBe(0);
  });

  it('gives a missing group "required" and a malformed one "invalid"', () => {
    const group = z.object({ a: z.string() }, { error: groupError });
    expect(group.safeParse(undefined).error?.issues[0].message).toBe('validation.required');
    expect(group.safeParse('x').error?.issues[0].message).toBe('validation.invalid');
    expect(validationText('validation.invalid', 'pt')).toBe('Valor inválido');
    expect(validationText('validation.futureBirthday', 'en')).toBe(
      'The date of birth cannot be later than today',
    );
  });
});
