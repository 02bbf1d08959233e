import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * PostgreSQL: the title tokens of each vacancy also in their own small tsvector, so ranking title
 * matches first tests a few inline bytes per hit instead of decompressing the whole document.
 * Every entry is marked for reindexing (`indexed_at` older than any vacancy); until the indexer
 * has rewritten an entry its vacancy still matches through `document`, ranked as a body match.
 * SQLite ranks through its FTS5 title column and needs nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table job_offer_search add column title_document tsvector`.execute(db);
  await sql`update job_offer_search set indexed_at = ''`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table job_offer_search drop column title_document`.execute(db);
}
