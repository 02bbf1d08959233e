import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../platform/clock.ts';
import { ChangeFeed } from '../../platform/change-feed.ts';
import { ChangeFeedRepository } from '../../platform/change-feed.repository.ts';
import { createServices } from '../../modules.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { DEMO_VACANCIES, seedDemoData, seedReferenceData } from './seed.ts';

/**
 * `npm run db:seed -- --vacancies N [--seed S] [--now ISO]`: fills the empty database of
 * DATABASE_URL with the deterministic demo data (N vacancies, default the demo set). The same
 * N, seed and instant always give the same rows.
 */
const USAGE = 'usage: db:seed [--vacancies N] [--seed S] [--now 2026-11-22T00:00:00Z]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number`);
  return Number(value);
}

function parse() {
  try {
    return parseArgs({
      options: { vacancies: { type: 'string' }, seed: { type: 'string' }, now: { type: 'string' } },
    }).values;
  } catch (err) {
    return fail((err as Error).message);
  }
}
const values = parse();
const vacancies = positiveInt(values.vacancies, DEMO_VACANCIES, 'vacancies');
const seed = positiveInt(values.seed, 20_261_122, 'seed');
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) fail('--now must be an ISO instant');

const config = loadConfig();
const handle = createDatabase(config.databaseUrl);
const started = Date.now();
try {
  await migrateToLatest(handle.db);
  const reference = await seedReferenceData(handle.db);
  const demo = await seedDemoData(handle.db, handle.dialect, { vacancies, seed, now });
  const where = config.databaseUrl.replace(/:[^:@/]*@/, ':***@');
  // Vacancy writers index what they wrote, so searches find it at once.
  const services = createServices({
    db: handle.db,
    dialect: handle.dialect,
    clock: systemClock,
    config,
    changes: new ChangeFeed(new ChangeFeedRepository(handle.db)),
  });
  const indexed = demo ? await services.jobOfferSearch.indexPending() : 0;
  // A bulk load leaves PostgreSQL without statistics and the search index with a long pending
  // list: until autovacuum comes by, searches plan as if the tables were empty (seconds instead
  // of milliseconds at 100,000 vacancies). The seed settles both before anyone searches.
  if (demo && handle.dialect === 'postgres') {
    for (const table of ['job_offer', 'job_offer_search', 'employer']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
    }
  }
  if (!demo) {
    console.error(`${where} already has vacancies; seed an empty database.`);
    process.exitCode = 1;
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${where} in ${seconds}s: ${demo.vacancies} vacancies, ${demo.employers} employers, ` +
        `${demo.events} events, ${reference.referenceOptions} reference options, ` +
        `${reference.jobClassGroups} job-class groups with ${reference.jobClasses} subcategories; ` +
        `${indexed} vacancies indexed for search.`,
    );
  }
} finally {
  await handle.close();
}
