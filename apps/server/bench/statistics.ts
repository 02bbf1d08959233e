/**
 * `npm run bench -- --statistics` (or `tsx bench/statistics.ts` in apps/server): the staff
 * statistics for a year on PostgreSQL at 100,000 vacancies and 300,000 matches, uncached (the
 * kept figures are emptied before each call), by month and by week, for every sector and one.
 * The rows are written by SQL (generate_series) into the database `vaga_bench_statistics`,
 * created when missing and seeded when its sizes differ. Prints p50 / p95 / max in ms and the
 * machine's load average, which the figures depend on (a shared machine), and each domain's part
 * of the uncached calls (statistics-parts.ts). The matching history's ended days, counted once
 * and kept by day (jobmatch-day-counts.ts), are emptied once before the first call only.
 *
 * Options (environment): BENCH_STATS_URL (postgres://postgres@127.0.0.1:5432), BENCH_VACANCIES
 * (100000), BENCH_MATCHES (300000), BENCH_ROUNDS (15).
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type DB } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/seed.ts';
import { createServices } from '../src/modules.ts';
import { ChangeFeed } from '../src/platform/change-feed.ts';
import { ChangeFeedRepository } from '../src/platform/change-feed.repository.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { PartTimes } from './statistics-parts.ts';
import { quantile } from './bench-util.ts';

const SERVER = process.env.BENCH_STATS_URL ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'vaga_bench_statistics';
const VACANCIES = Number(process.env.BENCH_VACANCIES ?? 100_000);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/** The bench's now: 28 November 2026 in Macao; the year asked is December 2025 to November 2026. */
const NOW = '2026-11-28T04:00:00.000Z';
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** Instants spread over the 400 days before NOW (as UTC timestamps without zone). */
const spread = (n: string) =>
  sql.raw(`timestamp '2026-11-28 04:00:00' - ((${n}) % 34560000) * interval '1 second'`);

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
  if (found.rowCount === 0) await admin.query(`create database ${NAME}`);
  await admin.end();
}

async function count(db: DB, table: 'job_offer' | 'job_match'): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0].n);
}

/** Employers, vacancies over 400 days (some withdrawn), seekers, matches and their histories. */
async function seed(db: DB): Promise<void> {
  await sql`truncate job_match_event, job_match, job_offer, employer, accounts, statistics_kept restart identity cascade`.execute(
    db,
  );
  const classes = await db.selectFrom('job_class').select(['id', 'group_id']).execute();
  const groups = sql.raw(`array[${classes.map((c) => c.group_id).join(',')}]`);
  const ids = sql.raw(`array[${classes.map((c) => c.id).join(',')}]`);
  const n = classes.length;
  await sql`insert into employer (name_cn, name_pt, name_en, company_type, created_at)
    select 'B' || g, 'B' || g, 'B' || g, 1 + g % 4, ${NOW} from generate_series(1, 2000) g`.execute(
    db,
  );
  await sql`insert into job_offer (employer_id, company_type, job_class_group_id, job_class_id,
      salary_amount, salary_type_id, salary_monthly_equivalent, positions, published_at,
      removed_at, removal_kind, created_at, updated_at, title_cn, title_pt, title_en)
    select 1 + g % 2000, 1 + g % 4, (${groups})[1 + g % ${sql.lit(n)}], (${ids})[1 + g % ${sql.lit(n)}],
      12000, 1, 12000, 1 + g % 5, to_char(${spread('g::bigint * 7919')}, ${sql.raw(ISO)}),
      case when g % 10 = 0 then to_char(${spread('g::bigint * 7919')} + interval '20 days', ${sql.raw(ISO)}) end,
      case when g % 10 = 0 then 'withdrawn' end,
      ${NOW}, ${NOW}, 'V' || g, 'V' || g, 'V' || g
    from generate_series(1, ${VACANCIES}) g`.execute(db);
  await sql`insert into accounts (euid, identity_no, name, identity_docs, created_at, updated_at)
    select 'bench-' || g, 'B' || g, 'S' || g, '[]', ${NOW}, ${NOW} from generate_series(1, 20000) g`.execute(
    db,
  );
  await sql`insert into job_match (uid, interview_no, job_offer_id, employer_id, account_id, origin,
      status, created_at, updated_at)
    select 'm-' || g, 'IVB' || g, o.id, o.employer_id, 1 + g % 20000,
      case when g % 3 = 0 then 'employer' else 'seeker' end, 1 + g % 10,
      to_char(${spread('g::bigint * 104729')}, ${sql.raw(ISO)}), ${NOW}
    from generate_series(1, ${MATCHES}) g join job_offer o on o.id = 1 + g % ${sql.lit(VACANCIES)}`.execute(
    db,
  );
  // Each match's history: its start, then (most) a second and a third step days later (no
  // status twice, so each row's `previous_at`, the match's last row of the same status, is null).
  await sql`insert into job_match_event (job_match_id, status, actor, at, origin)
    select m.id, case when m.origin = 'employer' then 2 else 1 end, 'system', m.created_at, m.origin
    from job_match m`.execute(db);
  await sql`insert into job_match_event (job_match_id, status, actor, at, origin)
    select m.id, case when m.id % 4 = 0 then 4 when m.id % 4 = 1 then 6 else 3 end, 'system',
      to_char(cast(m.created_at as timestamptz) at time zone 'UTC' + interval '3 days', ${sql.raw(ISO)}),
      m.origin
    from job_match m where m.id % 5 <> 0`.execute(db);
  await sql`insert into job_match_event (job_match_id, status, actor, at, origin)
    select m.id, 7 + m.id % 4, 'system',
      to_char(cast(m.created_at as timestamptz) at time zone 'UTC' + interval '12 days', ${sql.raw(ISO)}),
      m.origin
    from job_match m where m.id % 4 in (2, 3)`.execute(db);
  for (const table of ['employer', 'job_offer', 'accounts', 'job_match', 'job_match_event'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

/** Seeds when needed, then times each case (see the file's head). */
export async function statisticsBench(): Promise<void> {
  await ensureDatabase();
  const handle = createDatabase(`${SERVER}/${NAME}`);
  const db = handle.db;
  await migrateToLatest(db);
  await seedReferenceData(db);
  if ((await count(db, 'job_offer')) !== VACANCIES || (await count(db, 'job_match')) !== MATCHES) {
    const started = Date.now();
    await seed(db);
    console.log(`seeded ${VACANCIES} vacancies, ${MATCHES} matches in ${Date.now() - started} ms`);
  }
  const config = loadConfig({ DATABASE_URL: `${SERVER}/${NAME}`, LOG_LEVEL: 'silent' });
  const services = createServices({
    db,
    dialect: handle.dialect,
    clock: new ManualClock(NOW),
    config,
    changes: new ChangeFeed(new ChangeFeedRepository(db)),
  });
  const parts = new PartTimes(services);
  const sector = (
    await db.selectFrom('job_class_group').select('id').limit(1).executeTakeFirstOrThrow()
  ).id;
  const cases = [
    {
      name: 'year by month',
      query: { from: '2025-12-01', to: '2026-11-30', by: 'month' as const },
    },
    { name: 'year by week', query: { from: '2025-12-01', to: '2026-11-30', by: 'week' as const } },
    {
      name: 'year by month, one sector',
      query: { from: '2025-12-01', to: '2026-11-30', by: 'month' as const, sector },
    },
  ];
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // The first call with nothing kept counts the year's ended days of matching history and keeps
  // them (job_match_day_count); the rounds below empty only the kept periods, as a day's counts
  // stay kept until its rows change.
  await db.deleteFrom('statistics_kept').execute();
  await db.deleteFrom('job_match_day_count').execute();
  const cold = performance.now();
  await services.statistics.staff(cases[0].query, 'zh');
  console.log(`${cases[0].name}, no day kept: ${(performance.now() - cold).toFixed(1)} ms`);
  for (const { name, query } of cases) {
    const uncached: number[] = [];
    parts.clear();
    for (let i = 0; i < ROUNDS; i++) {
      await db.deleteFrom('statistics_kept').execute();
      const t0 = performance.now();
      await services.statistics.staff(query, 'zh');
      uncached.push(performance.now() - t0);
    }
    const uncachedParts = parts.summary();
    const t0 = performance.now();
    await services.statistics.staff(query, 'zh');
    const kept = performance.now() - t0;
    console.log(
      `${name}: uncached p50 ${quantile(uncached, 0.5).toFixed(1)} ms, p95 ${quantile(uncached, 0.95).toFixed(1)} ms, max ${Math.max(...uncached).toFixed(1)} ms; ended periods kept: ${kept.toFixed(1)} ms`,
    );
    console.log(uncachedParts);
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await handle.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await statisticsBench();
