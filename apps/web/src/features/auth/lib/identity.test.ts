import { describe, expect, it } from 'vitest';
import { gateOutcome, strictestGate, userKindOf, type UserKind } from './identity.ts';
import { accountProfile as account } from '@/test/account-factories.ts';

describe('identity', () => {
  it('tells the kinds of user apart', () => {
    const today = '2025-06-10';
    expect(userKindOf(account(), today, true)).toBe('resident');
    expect(userKindOf(account(), today, false)).toBe('residentWithoutProfile');
    expect(userKindOf(account({ residency: 'notResident' }), today, false)).toBe('nonResident');
    expect(userKindOf(account({ residency: 'documentExpired' }), today, true)).toBe(
      'documentExpired',
    );
    const expired = account({
      identityDocs: [{ identityType: 14, identityValidDate: '2025-01-01' }],
    });
    expect(userKindOf(expired, today, true)).toBe('documentExpired');
    expect(userKindOf(account({ accountType: 'employer' }), today, true)).toBe('consoleAccount');
    expect(userKindOf({ ...expired, accountType: 'staff' }, today, false)).toBe('consoleAccount');
  });

  it('knows a resident under 16 by the identity birth date, with or without a resume', () => {
    const today = '2025-06-10';
    // Sixteen tomorrow: still 15.
    expect(userKindOf(account({ birthDate: '2009-06-11' }), today, false)).toBe('underAge');
    expect(userKindOf(account({ birthDate: '2009-06-11' }), today, true)).toBe('underAge');
    expect(userKindOf(account({ birthDate: '2009-06-10' }), today, false)).toBe(
      'residentWithoutProfile',
    );
    // Without a birth date the resume decides on the server.
    expect(userKindOf(account({ birthDate: null }), today, false)).toBe('residentWithoutProfile');
    expect(
      userKindOf(account({ birthDate: '2009-06-11', residency: 'notResident' }), today, false),
    ).toBe('nonResident');
  });

  it('gates each kind of user as spec §6 says', () => {
    const table: Record<UserKind, [string, string, string, string]> = {
      // notNonResident, resident, adult, profile
      visitor: ['allowed', 'pleaseLogin', 'pleaseLogin', 'pleaseLogin'],
      nonResident: ['notResident', 'notResident', 'notResident', 'notResident'],
      documentExpired: ['documentExpired', 'documentExpired', 'documentExpired', 'documentExpired'],
      residentWithoutProfile: ['allowed', 'allowed', 'allowed', 'createResumeFirst'],
      resident: ['allowed', 'allowed', 'allowed', 'allowed'],
      // The resume, event registration, interviews, records, referral and booking refuse them
      // with the age message.
      underAge: ['allowed', 'allowed', 'underAge', 'underAge'],
      consoleAccount: ['consoleAccount', 'consoleAccount', 'consoleAccount', 'consoleAccount'],
    };
    for (const [kind, expected] of Object.entries(table) as [UserKind, string[]][]) {
      expect([
        gateOutcome('notNonResident', kind),
        gateOutcome('resident', kind),
        gateOutcome('adult', kind),
        gateOutcome('profile', kind),
      ]).toEqual(expected);
    }
  });

  it('applies the strictest gate of nested routes', () => {
    expect(strictestGate([])).toBeNull();
    expect(strictestGate([undefined, 'resident', 'notNonResident'])).toBe('resident');
    expect(strictestGate(['profile', 'resident'])).toBe('profile');
    expect(strictestGate(['resident', 'adult'])).toBe('adult');
    expect(strictestGate(['adult', 'profile'])).toBe('profile');
  });
});
