import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';
import { LISTING_COLUMNS as EARLIER_COLUMNS } from './202611230100-job-offer-search-listing.ts';

/** The vacancy columns copied into `job_offer_search` from here on: 202611230100's and the employer. */
const LISTING_COLUMNS = [...EARLIER_COLUMNS, 'employer_id'] as const;

/** The tables of the names the employer and job class tiers compare, each with its GIN index. */
const NAME_TABLES = [
  {
    table: 'job_offer_search_employer',
    keys: sql`employer_id integer not null primary key`,
    index: 'job_offer_search_employer_rank_idx',
  },
  {
    table: 'job_offer_search_class',
    keys: sql`job_class_id integer not null, job_class_group_id integer not null,
      primary key (job_class_id, job_class_group_id)`,
    index: 'job_offer_search_class_rank_idx',
  },
] as const;

/**
 * PostgreSQL only: the employer tier (3) and the job class tier (4) of a search compare the
 * names of the employer and of the class, which many vacancies share. Each tier was the set of
 * every vacancy whose rank document held the terms, read from the heap for its id (6,877 rows
 * for `保安` at 100,000 vacancies, about a third of the search's time); now the names are kept
 * once per employer and once per job class and group, in two small tables with GIN indexes, and
 * a hit's tier is its employer id or class pair found in the few names that match.
 *
 * `job_offer_search` gains a copy of the vacancy's employer, kept equal by the trigger of
 * 202611230100 (recreated here with it). Every entry is marked for reindexing: the indexer fills
 * the name tables and drops the employer and class lexemes from each vacancy's rank document;
 * until then a vacancy is still found, ranked by its title or in the last tier.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table job_offer_search add column employer_id integer`.execute(db);
  await sql`update job_offer_search s set employer_id = j.employer_id, indexed_at = ''
    from job_offer j where j.id = s.job_offer_id`.execute(db);
  for (const { table, keys, index } of NAME_TABLES) {
    await sql`create table ${sql.table(table)} (${keys}, rank_document tsvector not null)`.execute(
      db,
    );
    await sql`create index ${sql.ref(index)} on ${sql.table(table)}
      using gin (rank_document) with (fastupdate = off)`.execute(db);
  }
  await replaceListingTrigger(db, LISTING_COLUMNS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await replaceListingTrigger(db, EARLIER_COLUMNS);
  for (const { table } of NAME_TABLES) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table job_offer_search drop column employer_id`.execute(db);
  await sql`update job_offer_search set indexed_at = ''`.execute(db);
}

/** The trigger function of 202611230100, copying these columns on every change of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function replaceListingTrigger(db: Kysely<any>, columns: readonly string[]): Promise<void> {
  const copied = columns.map((c) => sql`${sql.ref(c)} = new.${sql.ref(c)}`);
  await sql`create or replace function job_offer_search_listing() returns trigger
    language plpgsql as $$
    begin
      update job_offer_search set ${sql.join(copied)} where job_offer_id = new.id;
      return null;
    end $$`.execute(db);
  const olds = columns.map((c) => sql`old.${sql.ref(c)}`);
  const news = columns.map((c) => sql`new.${sql.ref(c)}`);
  await sql`drop trigger job_offer_search_listing on job_offer`.execute(db);
  await sql`create trigger job_offer_search_listing after update on job_offer for each row
    when ((${sql.join(olds)}) is distinct from (${sql.join(news)}))
    execute function job_offer_search_listing()`.execute(db);
}
