import { ACCOUNT_TYPES, type AccountType } from '@vaga/contract';
import type { AccountsTable } from './auth.tables.ts';

/** The rows the auth repository answers and takes, and their reading from the tables. */

export interface AccountRow {
  id: number;
  euid: string;
  identityNo: string;
  name: string;
  birthDate: string | null;
  identityDocs: string;
  accountType: AccountType;
  employerId: number | null;
}

export interface AccountWrite {
  euid: string;
  identityNo: string;
  name: string;
  birthDate: string | null;
  identityDocs: string;
  accountType: AccountType;
  employerId: number | null;
  /** The provider's names and sex (null when it gives none); only the account profile reads them. */
  nameCn?: string | null;
  namePt?: string | null;
  sex?: 1 | 2 | null;
}

/** What the provider tells about the person beyond the account itself, for a new resume. */
export interface AccountPerson {
  nameCn: string | null;
  namePt: string | null;
  sex: 1 | 2 | null;
}

export const toSex = (value: number | null): 1 | 2 | null =>
  value === 1 || value === 2 ? value : null;

/** A token with its login and account, as the auth guard needs it. */
export interface TokenRow {
  tokenHash: string;
  loginId: number;
  tokenCreatedAt: string;
  idleExpiresAt: string;
  replacedAt: string | null;
  loginExpiresAt: string;
  revokedAt: string | null;
  account: AccountRow;
}

export interface LoginStateRow {
  state: string;
  codeVerifier: string;
  redirectTarget: string;
  redirectUri: string;
  accountType: AccountType;
  expiresAt: string;
}

export function toAccountType(value: string): AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : 'personal';
}

export function toAccount(
  row: Pick<
    AccountsTable,
    'euid' | 'identity_no' | 'name' | 'birth_date' | 'identity_docs' | 'employer_id'
  > & {
    id: number;
    account_type: string;
  },
): AccountRow {
  return {
    id: row.id,
    euid: row.euid,
    identityNo: row.identity_no,
    name: row.name,
    birthDate: row.birth_date,
    identityDocs: row.identity_docs,
    accountType: toAccountType(row.account_type),
    employerId: row.employer_id,
  };
}
