import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The statistics count a match once per status and period, however often it took the status in
 * it (a moved interview). `previous_at`, the instant the match last took the same status before
 * this row (null the first time), makes that a condition on the row — the first in a period is
 * the one whose previous is before the period's start — instead of a `count(distinct)` that
 * sorted a year's history rows (627,753 at 300,000 matches) at each call.
 *
 * On PostgreSQL the instants (ISO text) are compared in the "C" collation: the order of ISO
 * instants and SQLite's own, where the database's language collation costs several times more a
 * comparison. The statistics' index holds every column they read (index-only ranges); the
 * invitations accepted (arranged matches an employer started) read two partial indexes: the
 * arranged rows' and the employer-started matches' (not a year's history and every match).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg)
    await sql`alter table job_match_event alter column at type varchar(30) collate "C"`.execute(db);
  await db.schema
    .alterTable('job_match_event')
    .addColumn('previous_at', pg ? sql`varchar(30) collate "C"` : 'varchar(30)')
    .execute();
  // Each row's previous of the same status, ties in time in the order written (one pass).
  await sql`update job_match_event set previous_at = w.previous_at
    from (select id, lag(at) over (partition by job_match_id, status order by at, id)
        as previous_at from job_match_event) w
    where w.id = job_match_event.id and w.previous_at is not null`.execute(db);
  await db.schema.dropIndex('job_match_event_at_idx').execute();
  await db.schema
    .createIndex('job_match_event_at_idx')
    .on('job_match_event')
    .columns(['at', 'status', 'previous_at', 'job_match_id'])
    .execute();
  await db.schema
    .createIndex('job_match_event_arranged_idx')
    .on('job_match_event')
    .columns(['at', 'previous_at', 'job_match_id'])
    // JOB_MATCH_STATUS.arranged
    .where(sql.ref('status'), '=', 3)
    .execute();
  await db.schema
    .createIndex('job_match_employer_started_idx')
    .on('job_match')
    .column('id')
    .where(sql.ref('origin'), '=', 'employer')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_match_employer_started_idx').execute();
  await db.schema.dropIndex('job_match_event_arranged_idx').execute();
  await db.schema.dropIndex('job_match_event_at_idx').execute();
  await db.schema.alterTable('job_match_event').dropColumn('previous_at').execute();
  if (isPostgres(db))
    await sql`alter table job_match_event alter column at type varchar(30) collate "default"`.execute(
      db,
    );
  await db.schema
    .createIndex('job_match_event_at_idx')
    .on('job_match_event')
    .columns(['at', 'status', 'job_match_id'])
    .execute();
}
