import type { Generated } from 'kysely';

/**
 * A report of a vacancy (REPORT_REASONS). `account_id` is the reporting account (null for a
 * visitor, who is named by `client_digest`, a digest of the address). Open while `closed_at` is
 * null; staff close it with an outcome (KEPT, REMOVED) and their account.
 */
export interface JobOfferReportTable {
  id: Generated<number>;
  job_offer_id: number;
  account_id: number | null;
  client_digest: string | null;
  reason: string;
  text: Generated<string>;
  created_at: string;
  closed_at: string | null;
  outcome: string | null;
  closed_by: number | null;
}

export interface JobOfferReportsTables {
  job_offer_report: JobOfferReportTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobOfferReportsTables {}
}
