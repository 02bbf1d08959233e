import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The vacancy search index (docs/design.md "Search") and the keyword counts behind hot searches.
 *
 * `job_offer_search` has one row per indexed vacancy with the instant it was indexed; a vacancy
 * updated after that instant (or never indexed) is picked up by the indexer. The tokens
 * themselves live in an FTS5 table on SQLite (`job_offer_fts`, contentless, rowid = vacancy id,
 * columns title_tokens and body_tokens) and in a `document` tsvector with a GIN index on
 * PostgreSQL (title tokens weighted A, the others B).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema
    .createTable('job_offer_search')
    .addColumn('job_offer_id', 'integer', (col) =>
      col.primaryKey().references('job_offer.id').onDelete('cascade'),
    )
    .addColumn('indexed_at', 'varchar(30)', (col) => col.notNull());
  if (pg) table = table.addColumn('document', sql`tsvector`, (col) => col.notNull());
  await table.execute();

  if (pg) {
    await sql`create index job_offer_search_document_idx on job_offer_search using gin (document)`.execute(
      db,
    );
  } else {
    await sql`create virtual table job_offer_fts using fts5(
      title_tokens, body_tokens,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
    await sql`create trigger job_offer_search_delete after delete on job_offer_search begin
      delete from job_offer_fts where rowid = old.job_offer_id;
    end`.execute(db);
  }

  await db.schema
    .createTable('search_keyword')
    .addColumn('folded', 'varchar(120)', (col) => col.primaryKey())
    .addColumn('keyword', 'varchar(120)', (col) => col.notNull())
    .addColumn('search_count', 'integer', (col) => col.notNull())
    .addColumn('last_searched_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('search_keyword_count_idx')
    .on('search_keyword')
    .columns(['search_count desc', 'last_searched_at desc'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_keyword').execute();
  if (!isPostgres(db)) {
    await sql`drop trigger if exists job_offer_search_delete`.execute(db);
    await sql`drop table if exists job_offer_fts`.execute(db);
  }
  await db.schema.dropTable('job_offer_search').execute();
}
