/** A seeker's recommended vacancies as last computed, and the day of the last asked refresh. */
export interface RecommendationTable {
  account_id: number;
  /** JSON array of vacancy ids in rank order. */
  job_offer_ids: string;
  computed_at: string;
  /** Macao calendar date (`YYYY-MM-DD`) of the last refresh the seeker asked for. */
  refreshed_on: string | null;
}

export interface RecommendationsTables {
  recommendation: RecommendationTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends RecommendationsTables {}
}
