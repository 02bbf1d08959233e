import { sql, type Kysely } from 'kysely';

/**
 * The search index reads Han characters in their Simplified form (search-han-folding.ts of the
 * contract), so an entry written before holds tokens a folded query no longer asks for. Every
 * entry is marked for reindexing, on both databases: the indexer (the sweep, or the seed at start)
 * rewrites them all with folded tokens. Until it has rewritten an entry, its vacancy is found by
 * Latin words and by Chinese characters that fold to themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update job_offer_search set indexed_at = ''`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update job_offer_search set indexed_at = ''`.execute(db);
}
