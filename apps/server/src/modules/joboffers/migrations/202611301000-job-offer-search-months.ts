import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * PostgreSQL only: a search's hits divided by the month of their publication. A broad keyword
 * whose hits are mostly in the last relevance tier (`direccao`: 8,510 hits, nearly all in the
 * body) read every one of them from the heap and sorted them for a page of the newest (7 ms of
 * its 9 at page 19). `month_document` holds the vacancy's lexemes, each marked with the month it
 * was published in (`2026-11|direccao`: monthLexeme()), so a page in publication order reads its
 * hits one month at a time, newest (or oldest) first, and stops once the page is full
 * (search.repository.ts postgresRows()).
 *
 * A trigger makes it from `document` and `published_at` whenever either changes: the indexer
 * writes the document, and the listing trigger of 202611230100 copies `published_at` when a
 * vacancy is published again. Like the other tsvector columns it keeps no statistics
 * (202611290100) and its GIN index has no pending list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function job_offer_search_month_document(document tsvector, published_at text)
    returns tsvector language sql immutable parallel safe as $$
      select coalesce(array_to_tsvector(array(select left(published_at, 7) || '|' || lexeme
        from unnest(tsvector_to_array(document)) lexeme)), ''::tsvector)
    $$`.execute(db);
  await sql`alter table job_offer_search add column month_document tsvector`.execute(db);
  await sql`alter table job_offer_search alter column month_document set statistics 0`.execute(db);
  await sql`update job_offer_search
    set month_document = job_offer_search_month_document(document, published_at)`.execute(db);
  await sql`create function job_offer_search_months() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.published_at is not distinct from old.published_at
        and new.document is not distinct from old.document then
        return new;
      end if;
      new.month_document := job_offer_search_month_document(new.document, new.published_at);
      return new;
    end $$`.execute(db);
  await sql`create trigger job_offer_search_months
    before insert or update of document, published_at on job_offer_search
    for each row execute function job_offer_search_months()`.execute(db);
  await sql`create index job_offer_search_month_idx on job_offer_search
    using gin (month_document) with (fastupdate = off)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger job_offer_search_months on job_offer_search`.execute(db);
  await sql`drop function job_offer_search_months()`.execute(db);
  await sql`alter table job_offer_search drop column month_document`.execute(db);
  await sql`drop function job_offer_search_month_document(tsvector, text)`.execute(db);
}
