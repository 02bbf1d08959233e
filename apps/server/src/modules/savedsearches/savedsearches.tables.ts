import type { Generated } from 'kysely';

/** A job alert: an account's saved keyword and filters of the local vacancy list. */
export interface SavedSearchTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** JSON of the contract's SavedSearchFilters (the job list's keyword and filters). */
  filters: string;
  /** instant or daily (the digest at 09:00 Macao time). */
  mode: string;
  /** 0/1: a paused search finds nothing. */
  paused: number;
  created_at: string;
  updated_at: string;
}

/**
 * A vacancy a saved search found, once per (search, vacancy): the primary key makes "sent once,
 * never again for the same vacancy" a rule of the database. An instant search's hit is sent when
 * it is found (`digested_at` = `found_at`); a daily one's waits (null) for the next digest.
 */
export interface SavedSearchHitTable {
  saved_search_id: number;
  job_offer_id: number;
  found_at: string;
  digested_at: string | null;
}

export interface SavedSearchesTables {
  saved_search: SavedSearchTable;
  saved_search_hit: SavedSearchHitTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends SavedSearchesTables {}
}
