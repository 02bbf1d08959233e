import { describe, expect, it } from 'vitest';
import { ageOn, isIdentityDocumentExpired, isOldEnough, residencyOf } from './identity.ts';
import { shiftDate } from './macao-time.ts';

describe('identity rules', () => {
  const today = '2026-11-22';
  const doc = (identityType: number, identityValidDate: string) => ({
    identityType,
    identityValidDate,
  });

  it('is resident only with a type 14 or 15 document valid today', () => {
    expect(residencyOf([doc(14, today)], today)).toBe('resident');
    expect(residencyOf([doc(15, '2030-01-01')], today)).toBe('resident');
    expect(residencyOf([doc(14, '2026-11-21')], today)).toBe('documentExpired');
    expect(residencyOf([doc(1, '2030-01-01')], today)).toBe('notResident');
    expect(residencyOf([], today)).toBe('notResident');
  });

  it('finds the type 14 document expired once every one has passed its valid date', () => {
    expect(isIdentityDocumentExpired([doc(14, '2026-11-21')], today)).toBe(true);
    expect(isIdentityDocumentExpired([doc(14, today)], today)).toBe(false);
    expect(isIdentityDocumentExpired([doc(14, '2020-01-01'), doc(14, '2026-11-21')], today)).toBe(
      true,
    );
  });

  it('does not block a person holding a newer valid document beside the expired one', () => {
    expect(isIdentityDocumentExpired([doc(14, '2020-01-01'), doc(14, '2031-01-01')], today)).toBe(
      false,
    );
    expect(isIdentityDocumentExpired([doc(14, '2020-01-01'), doc(15, '2031-01-01')], today)).toBe(
      false,
    );
  });

  it('checks only type 14 documents at login', () => {
    expect(isIdentityDocumentExpired([doc(15, '2026-11-21')], today)).toBe(false);
    expect(isIdentityDocumentExpired([doc(1, '2020-01-01')], today)).toBe(false);
    expect(isIdentityDocumentExpired([], today)).toBe(false);
  });

  it('counts age in whole years, turning one year older on the birthday', () => {
    expect(ageOn('2010-11-22', today)).toBe(16);
    expect(ageOn('2010-11-23', today)).toBe(15);
    expect(ageOn(shiftDate(today, -15, -100), today)).toBe(15);
    expect(isOldEnough('2010-11-22', today)).toBe(true);
    expect(isOldEnough('2010-11-23', today)).toBe(false);
  });
});
