import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Each history row says who started its match (`origin`, the match's own, which never changes),
 * so the statistics count the invitations accepted — the arranged rows of matches an employer
 * started — from one partial index of those rows (`job_match_event_accepted_idx`), each period
 * one index range, as the statuses are counted. They joined a year's arranged rows to every
 * employer-started match (100,000 at 300,000 matches) by hash at each call. The two partial
 * indexes that join read are dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_match_event')
    .addColumn('origin', 'varchar(10)', (col) => col.notNull().defaultTo('seeker'))
    .execute();
  if (isPostgres(db)) {
    await sql`update job_match_event e set origin = m.origin
      from job_match m where m.id = e.job_match_id and m.origin <> 'seeker'`.execute(db);
    await sql`alter table job_match_event alter column origin drop default`.execute(db);
  } else {
    await sql`update job_match_event set origin = (select m.origin from job_match m
      where m.id = job_match_event.job_match_id)
      where job_match_id in (select id from job_match where origin <> 'seeker')`.execute(db);
  }
  await db.schema
    .createIndex('job_match_event_accepted_idx')
    .on('job_match_event')
    .columns(['at', 'previous_at'])
    // JOB_MATCH_STATUS.arranged, of a match an employer started
    .where(sql.ref('status'), '=', 3)
    .where(sql.ref('origin'), '=', 'employer')
    .execute();
  await db.schema.dropIndex('job_match_employer_started_idx').execute();
  await db.schema.dropIndex('job_match_event_arranged_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_match_event_arranged_idx')
    .on('job_match_event')
    .columns(['at', 'previous_at', 'job_match_id'])
    .where(sql.ref('status'), '=', 3)
    .execute();
  await db.schema
    .createIndex('job_match_employer_started_idx')
    .on('job_match')
    .column('id')
    .where(sql.ref('origin'), '=', 'employer')
    .execute();
  await db.schema.dropIndex('job_match_event_accepted_idx').execute();
  await db.schema.alterTable('job_match_event').dropColumn('origin').execute();
}
