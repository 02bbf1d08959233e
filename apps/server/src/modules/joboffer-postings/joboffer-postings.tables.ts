import type { Generated } from 'kysely';

/**
 * An employer's vacancy: its working copy (`values_json`, the contract's PostingValues), its
 * state (POSTING_STATUSES but EXPIRED, which the clock decides) and the revision of a published
 * one under way (POSTING_REVISIONS). `awaiting_review` is 1 while it is in the staff queue.
 * `published_values_json` holds the approved values of the listed version.
 */
export interface JobOfferPostingTable {
  id: Generated<number>;
  employer_id: number;
  job_offer_id: number | null;
  state: string;
  revision: string | null;
  awaiting_review: Generated<number>;
  values_json: string;
  /** The values of the listed version, as approved (null before the first approval). */
  published_values_json: string | null;
  return_reason: string | null;
  removal_reason: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** An action on a posting or a vacancy (POSTING_ACTIONS): who (role, account), when, why. */
export interface JobOfferPostingHistoryTable {
  id: Generated<number>;
  posting_id: number | null;
  job_offer_id: number | null;
  action: string;
  actor_account_id: number | null;
  actor_role: string;
  reason: string | null;
  at: string;
}

export interface JobOfferPostingsTables {
  job_offer_posting: JobOfferPostingTable;
  job_offer_posting_history: JobOfferPostingHistoryTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobOfferPostingsTables {}
}
