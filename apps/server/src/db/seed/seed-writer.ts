import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB, Dialect } from '../database.ts';
import type { Database } from '../schema.ts';
import { jobClassGroupRows, jobClassRows, referenceOptionRows } from './reference-data.ts';
import { writeDemoPostings } from './postings.ts';
import { insertReferenceOptions } from '../../modules/references/reference-options.write.ts';
import {
  insertJobClasses,
  insertJobClassGroups,
} from '../../modules/joboffers/job-classes.write.ts';
import { generateHistory } from './history.ts';
import type { SeedPlan } from './seed-plan.ts';

/** Rows per INSERT: under SQLite's and PostgreSQL's bound-parameter limits for every table. */
const BATCH_ROWS = 400;
/** Any constant: the advisory lock that keeps two PostgreSQL instances from seeding at once. */
const SEED_LOCK_KEY = 7_461_201;

export interface ReferenceDataCounts {
  referenceOptions: number;
  jobClassGroups: number;
  jobClasses: number;
}

export interface DemoDataCounts {
  employers: number;
  events: number;
  vacancies: number;
}

/**
 * Inserts the reference options and the job-class catalog that are missing (existing rows are
 * left alone), so it is safe at every start and on several instances at once.
 */
export async function writeReferenceData(db: DB): Promise<ReferenceDataCounts> {
  const options = referenceOptionRows();
  const groups = jobClassGroupRows();
  const classes = jobClassRows();
  await db.transaction().execute(async (trx) => {
    await insertReferenceOptions(trx, options, { ifMissing: true });
    await insertJobClassGroups(trx, groups, { ifMissing: true });
    await insertJobClasses(trx, classes, { ifMissing: true });
  });
  return {
    referenceOptions: options.length,
    jobClassGroups: groups.length,
    jobClasses: classes.length,
  };
}

export async function countVacancies(db: DB | Transaction<Database>): Promise<number> {
  const row = await db
    .selectFrom('job_offer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type SeededTable =
  | 'employer'
  | 'event'
  | 'event_session'
  | 'event_register'
  | 'event_register_session'
  | 'job_offer'
  | 'accounts'
  | 'job_match'
  | 'job_match_event'
  | 'job_offer_view'
  | 'job_seek'
  | 'job_seek_event'
  | 'notification'
  | 'notification_delivery';

async function insertAll<T extends SeededTable>(
  trx: Transaction<Database>,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
): Promise<number> {
  let batch: Insertable<Database[T]>[] = [];
  let count = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      await trx
        .insertInto(table)
        .values(batch as never)
        .execute();
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
    count += batch.length;
  }
  return count;
}

/**
 * Writes the plan's employers, events and vacancies in one transaction, unless the database
 * already has vacancies (then answers null). Rows carry their ids; on PostgreSQL the identity
 * sequences are moved past them afterwards.
 */
export async function writeDemoData(
  db: DB,
  dialect: Dialect,
  plan: SeedPlan,
): Promise<DemoDataCounts | null> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if ((await countVacancies(trx)) > 0) return null;
    const employers = await insertAll(trx, 'employer', plan.employers.employers);
    const events = await insertAll(trx, 'event', plan.events);
    await insertAll(trx, 'event_session', plan.eventSessions);
    const vacancies = await insertAll(trx, 'job_offer', plan.jobOffers());
    await writeDemoPostings(trx, plan.now);
    if (plan.history) await writeHistory(trx, plan);
    if (dialect === 'postgres') {
      for (const table of [
        'employer',
        'event',
        'event_session',
        'event_register',
        'job_offer',
        'accounts',
        'job_match',
        'job_seek',
        'notification',
      ]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
    return { employers, events, vacancies };
  });
}

/** The next id of a table (its largest id plus one). */
async function nextId(
  trx: Transaction<Database>,
  table:
    | 'employer'
    | 'job_offer'
    | 'accounts'
    | 'job_match'
    | 'job_seek'
    | 'notification'
    | 'event'
    | 'event_session'
    | 'event_register',
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

/** The year of history (history.ts) after the demo's own rows, with ids after theirs. */
async function writeHistory(trx: Transaction<Database>, plan: SeedPlan): Promise<void> {
  const history = generateHistory(plan.now, plan.seed, {
    employer: await nextId(trx, 'employer'),
    jobOffer: await nextId(trx, 'job_offer'),
    account: await nextId(trx, 'accounts'),
    jobMatch: await nextId(trx, 'job_match'),
    jobSeek: await nextId(trx, 'job_seek'),
    notification: await nextId(trx, 'notification'),
    event: await nextId(trx, 'event'),
    eventSession: await nextId(trx, 'event_session'),
    eventRegister: await nextId(trx, 'event_register'),
  });
  await insertAll(trx, 'employer', history.employers);
  await insertAll(trx, 'job_offer', history.jobOffers);
  await insertAll(trx, 'accounts', history.accounts);
  await insertAll(trx, 'job_match', history.matches);
  await insertAll(trx, 'job_match_event', history.matchEvents);
  await insertAll(trx, 'job_offer_view', history.views);
  await insertAll(trx, 'job_seek', history.jobSeeks);
  await insertAll(trx, 'job_seek_event', history.jobSeekEvents);
  await insertAll(trx, 'notification', history.notifications);
  await insertAll(trx, 'notification_delivery', history.deliveries);
  await insertAll(trx, 'event', history.events.events);
  await insertAll(trx, 'event_session', history.events.sessions);
  await insertAll(trx, 'event_register', history.events.registrations);
  await insertAll(trx, 'event_register_session', history.events.registrationSessions);
}
