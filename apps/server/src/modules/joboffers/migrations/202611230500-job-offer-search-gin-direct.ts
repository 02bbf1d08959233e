import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

const GIN_INDEXES = ['job_offer_search_document_idx', 'job_offer_search_rank_idx'] as const;

/**
 * PostgreSQL only: the search's GIN indexes take each write into their tree at once
 * (`fastupdate = off`) instead of into a pending list that every search then reads whole. With
 * the list full (up to `gin_pending_list_limit`, 4 MB, between vacuums), each of a search's five
 * index scans read about 520 pages more: some 10 ms of a broad keyword's 30. Writes to the index
 * come from the background indexer, which can afford the slower insert. The list already there
 * is merged into the tree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} reset (fastupdate)`.execute(db);
  }
}
