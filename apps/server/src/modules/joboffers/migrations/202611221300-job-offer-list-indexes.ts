import type { Kysely } from 'kysely';

/**
 * Covering indexes for vacancy lists and search (p95 ≤ 20 ms over 100,000 vacancies):
 * - by job class: equality on the group, event and removal, range on publication, so a page
 *   and its count read only the index;
 * - every local vacancy: the same without the class;
 * - by id with every filtered column, so checking the thousands of ids a keyword matches reads
 *   narrow index pages instead of whole vacancy rows.
 */
const LIST_COLUMNS = [
  'published_at',
  'job_class_id',
  'salary_monthly_equivalent',
  'education_id',
  'experience_required_years',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_offer_list_group_idx')
    .on('job_offer')
    .columns(['job_class_group_id', 'event_id', 'removed_at', ...LIST_COLUMNS])
    .execute();
  await db.schema
    .createIndex('job_offer_list_all_idx')
    .on('job_offer')
    .columns(['event_id', 'removed_at', ...LIST_COLUMNS])
    .execute();
  await db.schema
    .createIndex('job_offer_list_id_idx')
    .on('job_offer')
    .columns(['id', 'event_id', 'removed_at', 'job_class_group_id', ...LIST_COLUMNS])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_offer_list_id_idx').execute();
  await db.schema.dropIndex('job_offer_list_all_idx').execute();
  await db.schema.dropIndex('job_offer_list_group_idx').execute();
}
