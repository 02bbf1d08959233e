import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  groupError,
  isSafeText,
  paramInteger,
  requiredText,
  safeString,
  textField,
  validationText,
} from './validation.ts';

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

describe('one text normalization', () => {
  const UNSAFE = ['\u0000', '\u0007', '\u001b', '\u007f', '\u061c', '\u200e', '\u200f'];
  const BIDI = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it('refuses NUL, other controls and every bidi control in free text, required or not', () => {
    for (const ch of [...UNSAFE, ...BIDI]) {
      for (const schema of [textField(50), requiredText(50), safeString()]) {
        const result = schema.safeParse(`ab${ch}cd`);
        expect(result.success, JSON.stringify(ch)).toBe(false);
        expect(result.error?.issues[0].message).toBe('validation.unsafeText');
      }
      expect(isSafeText(ch)).toBe(false);
    }
  });

  it('keeps ordinary text, line breaks, tabs and every script', () => {
    for (const text of ['陳大文', 'São João', 'line\nbreak\ttab\r', 'chef 👩‍🍳', 'عربي', '']) {
      expect(isSafeText(text), text).toBe(true);
      expect(textField(50).parse(text)).toBe(text.trim());
    }
    expect(validationText('validation.unsafeText', 'en')).toMatch(/control characters/);
  });
});
