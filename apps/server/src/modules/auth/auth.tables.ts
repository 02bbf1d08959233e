import type { Generated } from 'kysely';

/** Accounts of the single account (spec §3 "Account profile"), created at their first login. */
export interface AccountsTable {
  id: Generated<number>;
  euid: string;
  identity_no: string;
  name: string;
  /** `YYYY-MM-DD`, null when the provider does not give it. */
  birth_date: string | null;
  /** JSON array of `{ identityType, identityValidDate }`. */
  identity_docs: string;
  /** personal, employer or staff (AccountType), from the provider at every login. */
  account_type: Generated<string>;
  /** The employer (employer.id) of an employer account; null for the other types. */
  employer_id: number | null;
  /** The Chinese name and the Portuguese/English name the provider gives; null when it does not. */
  name_cn: string | null;
  name_pt: string | null;
  /** 1 man, 2 woman (the resume's codes); null when the provider does not say. */
  sex: number | null;
  created_at: string;
  updated_at: string;
}

/** One login: the tokens of a login die together at logout or at its absolute expiry. */
export interface AuthLoginsTable {
  id: Generated<number>;
  account_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Session tokens, stored as the SHA-256 of the token (never the token itself). */
export interface AuthTokensTable {
  token_hash: string;
  login_id: number;
  created_at: string;
  idle_expires_at: string;
  /** When a newer token replaced this one (renewal or refresh). */
  replaced_at: string | null;
}

/** A started login: the PKCE verifier and the redirect target, keyed by `state`. */
export interface AuthLoginStatesTable {
  state: string;
  code_verifier: string;
  redirect_target: string;
  redirect_uri: string;
  /** The account type the login was started for (`type` of the login path). */
  account_type: Generated<string>;
  created_at: string;
  expires_at: string;
}

/** Storage of the embedded OpenID provider (sessions, interactions, codes, grants…). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
}

/** Secrets every instance must share (signing keys, cookie keys, bridge key). */
export interface AuthSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Fixed-window request counters shared by every instance. */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: string;
}

export interface AuthTables {
  accounts: AccountsTable;
  auth_logins: AuthLoginsTable;
  auth_tokens: AuthTokensTable;
  auth_login_states: AuthLoginStatesTable;
  oidc_payloads: OidcPayloadsTable;
  auth_secrets: AuthSecretsTable;
  rate_limits: RateLimitsTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends AuthTables {}
}
