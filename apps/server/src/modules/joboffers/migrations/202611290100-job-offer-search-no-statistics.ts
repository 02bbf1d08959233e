import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/** The tsvector columns a search matches, with their GIN indexes. */
const DOCUMENTS = [
  { table: 'job_offer_search', column: 'document', index: 'job_offer_search_document_idx' },
  { table: 'job_offer_search', column: 'rank_document', index: 'job_offer_search_rank_idx' },
  {
    table: 'job_offer_search_employer',
    column: 'rank_document',
    index: 'job_offer_search_employer_rank_idx',
  },
  {
    table: 'job_offer_search_class',
    column: 'rank_document',
    index: 'job_offer_search_class_rank_idx',
  },
] as const;

/**
 * PostgreSQL only: a search is one statement, without the transaction that turned sequential
 * scans off around it (docs/decisions.md "Search in one statement"). Its planner weighed a scan of
 * every document against the GIN index by the statistics of the tsvector column, without the
 * cost of reading each document out of its TOAST table, and chose the scan for broad prefix
 * terms (`cook*`), ten times slower. The tsvector columns now keep no statistics (target 0):
 * the planner takes any match for a small share of the rows (its default selectivity, 0.5 %) and
 * reads the hits through the index, which answers every search term the tokenizer makes.
 *
 * Statistics already gathered would outlive the new target, so each column is made again, with
 * its data, and its index rebuilt (`fastupdate = off`, as migration 202611230500 set it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table, column, index } of DOCUMENTS) {
    await remake(db, table, column, index, 0);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table, column, index } of DOCUMENTS) {
    await remake(db, table, column, index, -1);
  }
}

/** The column made again with its data and this statistics target (-1: the default). */
async function remake(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  column: string,
  index: string,
  target: number,
): Promise<void> {
  const fresh = `${column}_new`;
  const wasNullable = await sql<{ nullable: string }>`select is_nullable as nullable
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(
    db,
  );
  await sql`alter table ${sql.table(table)} add column ${sql.ref(fresh)} tsvector`.execute(db);
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(fresh)}
    set statistics ${sql.lit(target)}`.execute(db);
  await sql`update ${sql.table(table)} set ${sql.ref(fresh)} = ${sql.ref(column)}`.execute(db);
  await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
  await sql`alter table ${sql.table(table)} rename column ${sql.ref(fresh)} to ${sql.ref(column)}`.execute(
    db,
  );
  if (wasNullable.rows[0]?.nullable === 'NO') {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set not null`.execute(
      db,
    );
  }
  await sql`create index ${sql.ref(index)} on ${sql.table(table)}
    using gin (${sql.ref(column)}) with (fastupdate = off)`.execute(db);
}
