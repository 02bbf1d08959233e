/** The version of one topic of cached data (platform/change-feed.ts). */
export interface CacheVersionTable {
  topic: string;
  version: number;
}

export interface ChangeFeedTables {
  cache_version: CacheVersionTable;
}

declare module '../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends ChangeFeedTables {}
}
