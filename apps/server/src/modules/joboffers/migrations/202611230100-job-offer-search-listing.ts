import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/** The vacancy columns a search filters and sorts on, copied into `job_offer_search`. */
export const LISTING_COLUMNS = [
  'event_id',
  'removed_at',
  'published_at',
  'job_class_group_id',
  'job_class_id',
  'salary_monthly_equivalent',
  'education_id',
  'experience_required_years',
] as const;

const COLUMN_TYPES: Record<(typeof LISTING_COLUMNS)[number], string> = {
  event_id: 'integer',
  removed_at: 'varchar(30)',
  published_at: 'varchar(30)',
  job_class_group_id: 'integer',
  job_class_id: 'integer',
  salary_monthly_equivalent: 'integer',
  education_id: 'integer',
  experience_required_years: 'integer',
};

/**
 * PostgreSQL only (SQLite keeps FTS5 and its by-id covering index): a keyword search reads its
 * hits from `job_offer_search` alone, without a join per hit (search.repository.ts).
 *
 * - The vacancy's filter and sort columns are copied into `job_offer_search`, and a trigger on
 *   `job_offer` keeps them equal on every update, so a withdrawn or expired vacancy leaves the
 *   search at once, as before.
 * - The large tsvectors are moved out of the row (`toast_tuple_target`; the short texts are kept
 *   in it), so the rows the hits point to are narrow and a hit costs no detoasting: neither
 *   tsvector is read back, as both GIN indexes answer unweighted queries without a recheck.
 * - `rank_document` becomes an unweighted tsvector whose lexemes carry their group as a prefix
 *   (`t|cook`, `e|…`, `c|…`, `k|<exact key>`; tokens never hold `|`), with a GIN index: each
 *   relevance tier is one index scan instead of a test on every hit. Every entry is marked for
 *   reindexing; until the indexer rewrites an entry its vacancy is found, ranked in the last tier.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of LISTING_COLUMNS) {
    await sql`alter table job_offer_search add column ${sql.ref(column)} ${sql.raw(COLUMN_TYPES[column])}`.execute(
      db,
    );
  }
  // Short texts stay in the row: with a small toast_tuple_target PostgreSQL would move them out.
  for (const column of ['indexed_at', 'published_at', 'removed_at']) {
    await sql`alter table job_offer_search alter column ${sql.ref(column)} set storage plain`.execute(
      db,
    );
  }
  await sql`alter table job_offer_search set (toast_tuple_target = 128)`.execute(db);
  const assignments = LISTING_COLUMNS.map((c) => sql`${sql.ref(c)} = j.${sql.ref(c)}`);
  await sql`update job_offer_search s set ${sql.join(assignments)}, indexed_at = ''
    from job_offer j where j.id = s.job_offer_id`.execute(db);
  await sql`create index job_offer_search_rank_idx on job_offer_search using gin (rank_document)`.execute(
    db,
  );
  const copied = LISTING_COLUMNS.map((c) => sql`${sql.ref(c)} = new.${sql.ref(c)}`);
  await sql`create function job_offer_search_listing() returns trigger language plpgsql as $$
    begin
      update job_offer_search set ${sql.join(copied)} where job_offer_id = new.id;
      return null;
    end $$`.execute(db);
  const olds = LISTING_COLUMNS.map((c) => sql`old.${sql.ref(c)}`);
  const news = LISTING_COLUMNS.map((c) => sql`new.${sql.ref(c)}`);
  await sql`create trigger job_offer_search_listing after update on job_offer for each row
    when ((${sql.join(olds)}) is distinct from (${sql.join(news)}))
    execute function job_offer_search_listing()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger job_offer_search_listing on job_offer`.execute(db);
  await sql`drop function job_offer_search_listing()`.execute(db);
  await sql`drop index job_offer_search_rank_idx`.execute(db);
  await sql`alter table job_offer_search reset (toast_tuple_target)`.execute(db);
  await sql`alter table job_offer_search alter column indexed_at set storage extended`.execute(db);
  for (const column of LISTING_COLUMNS) {
    await sql`alter table job_offer_search drop column ${sql.ref(column)}`.execute(db);
  }
  await sql`update job_offer_search set indexed_at = ''`.execute(db);
}
