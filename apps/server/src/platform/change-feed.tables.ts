/** The version of one topic of cached data (platform/change-feed.ts). */
export interface CacheVersionTable {
  topic: string;
  version: number;
}

export interface ChangeFeedTables {
  cache_version: CacheVersionTable;
}
