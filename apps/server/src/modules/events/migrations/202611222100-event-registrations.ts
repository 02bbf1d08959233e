import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * Event registrations (spec §3 Event registration, Event vacancy application, §7 Events):
 * - `event` gains its per-seeker booking maximum, staff's close flag and the check-in counter
 *   (the queue's next place); its status is computed from the clock, the stored `status` is
 *   no longer read;
 * - `event_session`: a day and time range with its quota and the seats taken (a seat is taken
 *   with one conditional UPDATE, so seats are never oversold);
 * - `event_register`: one per seeker and event (unique index), with its booking counter, its
 *   check-in time and queue place; `event_register_session`: the sessions it holds;
 * - `event_booking`: a booked event vacancy, one per registration and vacancy (unique index);
 * - `event_action`: staff actions on an event (who, when, what);
 * - `event_secret`: the ticket signing key kept when `TICKET_SECRET` is not configured.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) =>
        pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
  await db.schema
    .alterTable('event')
    .addColumn('max_apply_per_seeker', 'integer', (col) => col.notNull().defaultTo(3))
    .execute();
  await db.schema
    .alterTable('event')
    .addColumn('registration_closed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('event')
    .addColumn('checked_in_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('event_window_idx')
    .on('event')
    .columns(['type_event_id', 'register_to', 'start_date'])
    .execute();
  await id('event_session')
    .addColumn('event_id', 'integer', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('quota', 'integer', (col) => col.notNull())
    .addColumn('taken', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ticket_from', 'varchar(5)', (col) => col.notNull())
    .addColumn('ticket_to', 'varchar(5)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_session_event_idx')
    .on('event_session')
    .columns(['event_id', 'date', 'start_time'])
    .execute();
  await id('event_register')
    .addColumn('event_id', 'integer', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('education_id', 'integer', (col) => col.notNull())
    .addColumn('employment_status_id', 'integer', (col) => col.notNull())
    .addColumn('booking_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('checked_in_at', 'varchar(30)')
    .addColumn('place', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_register_seeker_uq')
    .on('event_register')
    .columns(['event_id', 'account_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('event_register_account_idx')
    .on('event_register')
    .columns(['account_id'])
    .execute();
  await db.schema
    .createTable('event_register_session')
    .addColumn('register_id', 'integer', (col) =>
      col.notNull().references('event_register.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('event_session.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_register_session_pk', ['register_id', 'session_id'])
    .execute();
  await id('event_booking')
    .addColumn('register_id', 'integer', (col) =>
      col.notNull().references('event_register.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('job_offer_id', 'integer', (col) => col.notNull())
    .addColumn('employer_id', 'integer', (col) => col.notNull())
    .addColumn('cv_uid', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_booking_vacancy_uq')
    .on('event_booking')
    .columns(['register_id', 'job_offer_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('event_booking_employer_idx')
    .on('event_booking')
    .columns(['employer_id', 'created_at'])
    .execute();
  await id('event_action')
    .addColumn('event_id', 'integer', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(30)', (col) => col.notNull())
    .addColumn('actor_account_id', 'integer', (col) => col.notNull())
    .addColumn('actor_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_action_event_idx')
    .on('event_action')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema
    .createTable('event_secret')
    .addColumn('name', 'varchar(30)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_secret',
    'event_action',
    'event_booking',
    'event_register_session',
    'event_register',
    'event_session',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('event_window_idx').execute();
  for (const column of ['checked_in_count', 'registration_closed', 'max_apply_per_seeker']) {
    await db.schema.alterTable('event').dropColumn(column).execute();
  }
}
