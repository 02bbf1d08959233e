import type { Kysely } from 'kysely';

/**
 * The index the job-class catalog and the summary count from (joboffer-catalog.repository.ts):
 * every column they read of the counted vacancies — local or of an event, not removed,
 * published since — so counting reads only the index. Without it, both statements read each of
 * the valid vacancies' rows for its positions and employer: at 100,000 vacancies 1–2 s of one
 * SQLite statement every CATALOG_CACHE_MS, during which the instance answers nothing; with it,
 * about 0.1 s (docs/benchmarks.md, 2026-11-29).
 */
export const COUNT_INDEX = 'job_offer_count_idx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex(COUNT_INDEX)
    .on('job_offer')
    .columns(['event_id', 'removed_at', 'published_at', 'job_class_id', 'positions', 'employer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(COUNT_INDEX).execute();
}
