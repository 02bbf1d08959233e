import type { Generated } from 'kysely';

/**
 * The vacancy columns a search filters, sorts and ranks on (the employer: its tier). On
 * PostgreSQL `job_offer_search` holds a copy of them (kept equal by a trigger, migrations
 * 202611230100 and 202611261000), so a search reads its hits without a join per hit; like the
 * tsvectors, they are reached through raw SQL only.
 */
export const LISTING_COLUMNS = [
  'event_id',
  'removed_at',
  'published_at',
  'job_class_group_id',
  'job_class_id',
  'salary_monthly_equivalent',
  'education_id',
  'experience_required_years',
  'employer_id',
] as const;

/** The vacancy search index (FTS5 `job_offer_fts` on SQLite is reached through raw SQL only). */
export interface JobOfferSearchTable {
  job_offer_id: number;
  indexed_at: string;
}

/** How often a keyword was searched (page 0, at least one hit): the hot searches. */
export interface SearchKeywordTable {
  /** The keyword's search terms joined by spaces: `Cook ` and `cook` count together. */
  folded: string;
  /** The keyword as users see it: its words only, normalized (searchLabel()). */
  keyword: string;
  /** Searches counted, once per client per day. */
  search_count: number;
  /** Distinct clients that searched it; shown from LIMITS.hotKeywordMinClients on. */
  client_count: Generated<number>;
  /** 1 when staff hid it from the hot searches. */
  hidden: Generated<number>;
  last_searched_at: string;
}

/** The last day (Macao) each client searched a keyword: a client counts once per day. */
export interface SearchKeywordClientTable {
  folded: string;
  /** A digest of the account or the address (never the address itself). */
  client: string;
  last_day: string;
}

export interface JobOfferSearchTables {
  job_offer_search: JobOfferSearchTable;
  search_keyword: SearchKeywordTable;
  search_keyword_client: SearchKeywordClientTable;
}

declare module '../../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobOfferSearchTables {}
}
