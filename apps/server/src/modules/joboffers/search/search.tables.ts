/** The vacancy search index (FTS5 `job_offer_fts` on SQLite is reached through raw SQL only). */
export interface JobOfferSearchTable {
  job_offer_id: number;
  indexed_at: string;
}

/** How often a keyword was searched (page 0, at least one hit): the hot searches. */
export interface SearchKeywordTable {
  /** The keyword's search terms joined by spaces: `Cook ` and `cook` count together. */
  folded: string;
  /** The keyword as last typed, shown to users. */
  keyword: string;
  search_count: number;
  last_searched_at: string;
}

export interface JobOfferSearchTables {
  job_offer_search: JobOfferSearchTable;
  search_keyword: SearchKeywordTable;
}
