import type { AccountProfile } from '@vaga/contract';

/** A resident's account with a valid identity card and no resume names yet; `overrides` win. */
export function accountProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    identityDocs: [{ identityType: 14, identityValidDate: '2030-01-01' }],
    identityNo: '1234567(8)',
    euid: 'euid-1',
    name: 'Chan',
    birthDate: '1990-01-01',
    nameCn: null,
    namePt: null,
    sex: null,
    isResident: true,
    residency: 'resident',
    accountType: 'personal',
    employer: null,
    ...overrides,
  };
}
