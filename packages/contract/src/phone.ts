import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { validationMessage } from './validation.ts';

/**
 * The one phone rule of every form (spec §5, §9 "Phones 8 digits"): 8 digits of Macao's
 * numbering plan, checked with libphonenumber-js (region MO). Every phone field of the contract
 * is built here, so the resume, the vacancy and the invitation forms refuse the same numbers.
 */
const EIGHT_DIGITS = /^\d{8}$/;

/** An 8-digit Macao mobile number. */
export function isMacaoMobile(value: string): boolean {
  if (!EIGHT_DIGITS.test(value)) return false;
  const phone = parsePhoneNumberFromString(value, 'MO');
  const type = phone?.getType();
  return (
    !!phone?.isValid() &&
    phone.country === 'MO' &&
    (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE')
  );
}

/** An 8-digit Macao number of any kind (fixed line or mobile). */
export function isMacaoPhone(value: string): boolean {
  if (!EIGHT_DIGITS.test(value)) return false;
  const phone = parsePhoneNumberFromString(value, 'MO');
  return !!phone?.isValid() && phone.country === 'MO';
}

/** A required Macao phone number (fixed line or mobile): a contact phone. */
export function macaoPhoneField() {
  return z
    .string({ error: validationMessage('validation.fixedLine') })
    .trim()
    .refine(isMacaoPhone, { error: validationMessage('validation.fixedLine') });
}

/** A required Macao mobile number. */
export function macaoMobileField() {
  return z
    .string({ error: validationMessage('validation.required') })
    .trim()
    .min(1, { error: validationMessage('validation.required') })
    .refine((v) => v === '' || isMacaoMobile(v), { error: validationMessage('validation.mobile') });
}

/** An optional Macao phone number: empty, null or absent for none. */
export function optionalMacaoPhoneField() {
  return z
    .string({ error: validationMessage('validation.fixedLine') })
    .trim()
    .refine((v) => v === '' || isMacaoPhone(v), {
      error: validationMessage('validation.fixedLine'),
    })
    .nullish();
}
