import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The search index keeps apart what the relevance tiers compare (query-builder.ts): titles,
 * employer names, class names, the rest, and keys of the whole titles for exact matches.
 *
 * - SQLite: `job_offer_fts` is rebuilt with the columns title_tokens, employer_tokens,
 *   class_tokens, body_tokens and exact_tokens; every entry is dropped (its
 *   `job_offer_search` row too), so the indexer writes every vacancy afresh.
 * - PostgreSQL: a small `rank_document` tsvector (title A, employer B, class C, exact keys D)
 *   replaces `title_document`, and every entry is marked for reindexing (`indexed_at` older than
 *   any vacancy); until the indexer has rewritten an entry its vacancy still matches through
 *   `document`, ranked in the last tier.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table job_offer_search add column rank_document tsvector`.execute(db);
    await sql`alter table job_offer_search drop column title_document`.execute(db);
    await sql`update job_offer_search set indexed_at = ''`.execute(db);
    return;
  }
  await sql`delete from job_offer_search`.execute(db);
  await sql`drop table job_offer_fts`.execute(db);
  await sql`create virtual table job_offer_fts using fts5(
    title_tokens, employer_tokens, class_tokens, body_tokens, exact_tokens,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table job_offer_search add column title_document tsvector`.execute(db);
    await sql`alter table job_offer_search drop column rank_document`.execute(db);
    await sql`update job_offer_search set indexed_at = ''`.execute(db);
    return;
  }
  await sql`delete from job_offer_search`.execute(db);
  await sql`drop table job_offer_fts`.execute(db);
  await sql`create virtual table job_offer_fts using fts5(
    title_tokens, body_tokens,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
}
