import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The statistics count the history's rows of ended Macao days once and keep them by day and
 * status (`job_match_day_count`, jobmatch-day-counts.ts): a year's statuses by period read a
 * few thousand kept rows instead of counting 627,753 index entries (300,000 matches) at each
 * call. The counts stay exact: a trigger forgets a day's counts whenever a row of that day is
 * written, changed or removed (a row written at a past instant, the retention job's deletions),
 * and the next call counts the day again. Instants are ISO UTC text: a row's Macao day is its
 * UTC date, or the next one from 16:00.
 */
const macaoDay = (db: Kysely<unknown>, at: RawBuilder<unknown>): RawBuilder<unknown> =>
  isPostgres(db)
    ? sql`to_char(cast(substr(${at}, 1, 10) as date)
        + case when substr(${at}, 12, 2) >= '16' then 1 else 0 end, 'YYYY-MM-DD')`
    : sql`date(substr(${at}, 1, 10),
        case when substr(${at}, 12, 2) >= '16' then '+1 day' else '+0 days' end)`;

const forget = (db: Kysely<unknown>, rows: string) =>
  sql`delete from job_match_day_count
    where day in (select ${macaoDay(db, sql.raw(`${rows}.at`))} from ${sql.raw(rows)})`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_match_day_count')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addColumn('accepted', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_match_day_count_pkey', ['day', 'status'])
    .execute();
  if (isPostgres(db)) {
    // One statement-level trigger per change, over the rows it changed (transition tables).
    for (const [op, tables, sets] of [
      ['insert', 'new table as changed', ['changed']],
      ['delete', 'old table as changed', ['changed']],
      ['update', 'old table as before_rows new table as changed', ['before_rows', 'changed']],
    ] as const) {
      const name = `job_match_day_count_forget_${op}`;
      const body = sql.join(
        sets.map((rows) => forget(db, rows)),
        sql`; `,
      );
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin ${body}; return null; end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(op)} on job_match_event
        referencing ${sql.raw(tables)} for each statement
        execute function ${sql.raw(name)}()`.execute(db);
    }
    return;
  }
  for (const [op, sets] of [
    ['insert', ['new']],
    ['delete', ['old']],
    ['update', ['old', 'new']],
  ] as const) {
    const body = sets.map(
      (row) =>
        sql`delete from job_match_day_count where day = ${macaoDay(db, sql.raw(`${row}.at`))};`,
    );
    await sql`create trigger ${sql.raw(`job_match_day_count_forget_${op}`)}
      after ${sql.raw(op)} on job_match_event for each row
      begin ${sql.join(body, sql` `)} end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) {
    const name = `job_match_day_count_forget_${op}`;
    if (isPostgres(db)) {
      await sql`drop trigger ${sql.raw(name)} on job_match_event`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
    } else await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('job_match_day_count').execute();
}
