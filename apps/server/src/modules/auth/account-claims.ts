import {
  ACCOUNT_TYPES,
  IdentityDocSchema,
  ageOn,
  macaoToday,
  residencyOf,
  type IdentityDoc,
} from '@vaga/contract';
import { z } from 'zod';
import type { AuthAccount } from '../../platform/caller.ts';
import type { AccountRow } from './auth.repository.ts';

/**
 * What the single account must tell us (userinfo claims); anything else is a failed login.
 * The account type is the identity's, never the caller's choice: the provider states it in an
 * `accountType` claim (personal, employer or staff; absent means personal, so a provider that
 * knows only seekers needs no change) and, for an employer account, the employer it acts for
 * in an `employerId` claim (the id of our employer records). An employer account without a
 * known employer is a failed login.
 */
export const ClaimsSchema = z.object({
  sub: z.string().min(1).max(200),
  euid: z.string().min(1).max(200).optional(),
  identityNo: z.string().min(1).max(64),
  name: z.string().max(200).default(''),
  birthdate: z.iso.date().optional(),
  identityDocs: z.array(IdentityDocSchema).max(20),
  accountType: z.enum(ACCOUNT_TYPES).default('personal'),
  employerId: z.number().int().positive().optional(),
});

/** The caller's account at an instant. Residency and age are seekers' rules: personal accounts only. */
export function authAccountOf(row: AccountRow, now: Date): AuthAccount {
  const identityDocs = JSON.parse(row.identityDocs) as IdentityDoc[];
  const personal = row.accountType === 'personal';
  const today = macaoToday(now);
  const residency = personal ? residencyOf(identityDocs, today) : 'notResident';
  return {
    id: row.id,
    euid: row.euid,
    name: row.name,
    accountType: row.accountType,
    employerId: row.employerId,
    birthDate: row.birthDate,
    identityDocs,
    residency,
    isResident: residency === 'resident',
    age: personal && row.birthDate ? ageOn(row.birthDate, today) : null,
  };
}
