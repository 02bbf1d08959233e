import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * PostgreSQL only: a search page reads its employer and class tiers from the few employers and
 * classes whose names match (search.repository.ts postgresRows()), and reaches their vacancies'
 * search rows through these indexes instead of reading every hit of the keyword.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index job_offer_search_employer_id_idx on job_offer_search (employer_id)`.execute(
    db,
  );
  await sql`create index job_offer_search_class_id_idx
    on job_offer_search (job_class_id, job_class_group_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index job_offer_search_class_id_idx`.execute(db);
  await sql`drop index job_offer_search_employer_id_idx`.execute(db);
}
