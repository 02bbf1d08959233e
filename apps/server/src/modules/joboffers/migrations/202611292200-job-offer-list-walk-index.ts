import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * SQLite only: a keyword search over every vacancy, local and events' alike, walks the listed
 * vacancies newest (or oldest) first for a broad keyword's last tier (search.repository.ts
 * tieredRows()). The other list indexes lead with the event, so they give that order only for one
 * event or the local vacancies; this one leads with the removal and the publication and holds
 * every filtered column, so the walk reads the index alone, in order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createIndex('job_offer_list_walk_idx')
    .on('job_offer')
    .columns([
      'removed_at',
      'published_at',
      'event_id',
      'job_class_group_id',
      'job_class_id',
      'salary_monthly_equivalent',
      'education_id',
      'experience_required_years',
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema.dropIndex('job_offer_list_walk_idx').execute();
}
