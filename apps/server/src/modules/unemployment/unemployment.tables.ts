import type { Generated } from 'kysely';

/**
 * An involuntary-unemployment registration (contract unemployment.ts states the states). `open`
 * is 1 while it is a draft, under review or awaiting supplements, else null (one open
 * registration per seeker: a unique index). Instants are ISO text, days Macao `YYYY-MM-DD`.
 */
export interface UnemploymentRegistrationTable {
  id: Generated<number>;
  /** `SD` + Macao day of submission + `-` + the id on 6 digits; null for a draft. */
  reference_no: string | null;
  account_id: number;
  state: number;
  open: number | null;
  resigned_date: string | null;
  company_name: string | null;
  job_title_id: number | null;
  job_title_text: string | null;
  reason_id: number | null;
  other_reason: string | null;
  salary_amount: number | null;
  salary_type_id: number | null;
  refusal_reason: string | null;
  created_at: string;
  /** The last change (a save, an upload, a removed file): a draft expires draftDays after it. */
  updated_at: string;
  submitted_at: string | null;
  decided_at: string | null;
}

/** A file of a registration; the bytes live in the file store under `storage_key`. */
export interface UnemploymentAttachmentTable {
  /** The public id (a random UUID). */
  id: string;
  registration_id: number;
  /** The owner, so that every read is scoped to the seeker. */
  account_id: number;
  /** 'separation' | 'proof' | 'supplement'. */
  kind: string;
  file_name: string;
  content_type: string;
  size: number;
  storage_key: string;
  /** The request a sent supplement file answered; null for the form's files and unsent ones. */
  supplement_id: number | null;
  uploaded_at: string;
}

/** A staff request for more documents, and the seeker's answer. */
export interface UnemploymentSupplementTable {
  id: Generated<number>;
  registration_id: number;
  request: string;
  /** The staff account that asked. */
  requested_by: number;
  requested_at: string;
  answered_at: string | null;
  remark: string | null;
}

/** What happened to a registration, by whom and when. */
export interface UnemploymentEventTable {
  id: Generated<number>;
  registration_id: number;
  /** One of UNEMPLOYMENT_ACTIONS. */
  action: string;
  /** 'seeker' | 'staff' | 'system'. */
  actor: string;
  actor_account_id: number | null;
  detail: string | null;
  at: string;
}

export interface UnemploymentTables {
  unemployment_registration: UnemploymentRegistrationTable;
  unemployment_attachment: UnemploymentAttachmentTable;
  unemployment_supplement: UnemploymentSupplementTable;
  unemployment_event: UnemploymentEventTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends UnemploymentTables {}
}
