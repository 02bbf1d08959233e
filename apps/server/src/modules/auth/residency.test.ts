import { describe, expect, it } from 'vitest';
import { ageOn, checkedDocumentExpired, macaoToday, residencyOf, shiftDate } from './residency.ts';

describe('residency rules', () => {
  const today = '2026-11-22';

  it('takes the Macao calendar day (UTC+8)', () => {
    expect(macaoToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(macaoToday(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('is resident only with a type 14 or 15 document valid today', () => {
    expect(residencyOf([{ identityType: 14, identityValidDate: today }], today)).toBe('resident');
    expect(residencyOf([{ identityType: 15, identityValidDate: '2030-01-01' }], today)).toBe(
      'resident',
    );
    expect(residencyOf([{ identityType: 14, identityValidDate: '2026-11-21' }], today)).toBe(
      'documentExpired',
    );
    expect(residencyOf([{ identityType: 1, identityValidDate: '2030-01-01' }], today)).toBe(
      'notResident',
    );
    expect(residencyOf([], today)).toBe('notResident');
  });

  it('checks the expiry of the type 14 document only, as the login flow does', () => {
    expect(
      checkedDocumentExpired([{ identityType: 14, identityValidDate: '2026-11-21' }], today),
    ).toBe(true);
    expect(
      checkedDocumentExpired([{ identityType: 15, identityValidDate: '2026-11-21' }], today),
    ).toBe(false);
    expect(checkedDocumentExpired([{ identityType: 14, identityValidDate: today }], today)).toBe(
      false,
    );
  });

  it('counts age in whole years, turning one year older on the birthday', () => {
    expect(ageOn('2010-11-22', today)).toBe(16);
    expect(ageOn('2010-11-23', today)).toBe(15);
    expect(ageOn(shiftDate(today, -15, -100), today)).toBe(15);
  });

  it('shifts dates by years and days, keeping to real days', () => {
    expect(shiftDate('2024-02-29', 1)).toBe('2025-02-28');
    expect(shiftDate('2026-11-22', 0, -30)).toBe('2026-10-23');
    expect(shiftDate('2026-12-31', 0, 1)).toBe('2027-01-01');
  });
});
