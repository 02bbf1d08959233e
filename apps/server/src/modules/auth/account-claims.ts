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
import type { AccountRow } from './auth.rows.ts';

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
  /**
   * The person's Chinese and Portuguese/English names (`nameCn`, `namePt`) and the standard
   * `gender` claim (`male`, `female`), for a new resume. Optional, and a value we cannot use is
   * dropped rather than failing the login.
   */
  nameCn: z.string().trim().min(1).max(200).optional().catch(undefined),
  namePt: z.string().trim().min(1).max(200).optional().catch(undefined),
  gender: z.string().max(40).optional().catch(undefined),
});
export type Claims = z.infer<typeof ClaimsSchema>;

const HAN = /\p{Script=Han}+/gu;

/**
 * One display name split the way Macao names are written (`李小梅 LEI SIO MUI`): the Chinese
 * characters are the Chinese name, the rest the Portuguese/English name. Either may be null.
 */
export function splitName(name: string): { nameCn: string | null; namePt: string | null } {
  const cn = (name.match(HAN) ?? []).join('').trim();
  const pt = name.replace(HAN, ' ').replace(/\s+/g, ' ').trim();
  return { nameCn: cn || null, namePt: pt || null };
}

/** The resume's sex code of the standard `gender` claim: 1 man, 2 woman, null otherwise. */
export function sexOf(gender: string | undefined): 1 | 2 | null {
  const g = gender?.trim().toLowerCase();
  if (g === 'male' || g === 'm') return 1;
  if (g === 'female' || g === 'f') return 2;
  return null;
}

/**
 * The names and sex of the person: the provider's own `nameCn`/`namePt` when it gives them,
 * else split from `name`.
 */
export function personOf(claims: Pick<Claims, 'name' | 'nameCn' | 'namePt' | 'gender'>): {
  nameCn: string | null;
  namePt: string | null;
  sex: 1 | 2 | null;
} {
  const split = splitName(claims.name);
  const given = claims.nameCn !== undefined || claims.namePt !== undefined;
  return {
    nameCn: given ? (claims.nameCn ?? null) : split.nameCn,
    namePt: given ? (claims.namePt ?? null) : split.namePt,
    sex: sexOf(claims.gender),
  };
}

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
