import type { AccountType, IdentityDoc, Residency } from '@vaga/contract';

/** The caller of a request, as the auth guard sets it on `request.account`. */
export interface AuthAccount {
  id: number;
  euid: string;
  name: string;
  /** personal (a seeker), employer or staff: from the identity provider at login. */
  accountType: AccountType;
  /** The employer an `employer` account acts for; null for the other types. */
  employerId: number | null;
  birthDate: string | null;
  identityDocs: IdentityDoc[];
  /** Resident status of a personal account; `notResident` for employer and staff accounts. */
  residency: Residency;
  isResident: boolean;
  /** Whole years on today's Macao date (null without a birth date, and for non-personal accounts). */
  age: number | null;
}

/** The session of a request's token. */
export interface LiveSession {
  loginId: number;
  /** The token the client should use from now on (a renewed one, or the one it sent). */
  token: string;
  renewed: boolean;
  idleExpiresAt: Date;
  loginExpiresAt: Date;
}

export interface Caller {
  account: AuthAccount;
  session: LiveSession;
}

/** Finds the caller of a bearer token; null when the token is missing, forged, expired or revoked. */
export type Authenticate = (token: string) => Promise<Caller | null>;
