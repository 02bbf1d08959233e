import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/database.ts';
import { ManualClock } from '../src/platform/clock.ts';
import type { App } from '../src/platform/types.ts';

/**
 * Tests run on SQLite (in memory) always, and on PostgreSQL when TEST_DATABASE_URL is set:
 * then every test database is a fresh schema, dropped when the file's tests end.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const dialectUnderTest = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestContext {
  app: App;
  clock: ManualClock;
  database: DatabaseHandle;
  config: AppConfig;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, migrated database of the dialect under test. */
export async function createTestDatabase(
  options: Pick<DatabaseOptions, 'onStatement' | 'readUrl'> = {},
): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return createDatabase('sqlite::memory:', options);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = createDatabase(TEST_DATABASE_URL, { ...options, schema, poolSize: 5 });
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schema} cascade`);
    await dropper.end();
  });
  return handle;
}

/**
 * Tests run due jobs and read cache versions when they ask (scheduler.runDue, changeFeed.poll).
 * Requests injected one after another on SQLite can all run in one turn of the event loop, which
 * the compute gate's time budget per turn counts as one flood: tests give it room (its own tests,
 * compute-gate.test.ts and search-gate.test.ts, set their limits).
 */
export const QUIET_BACKGROUND = {
  SCHEDULER_POLL_MS: '0',
  CHANGE_FEED_POLL_MS: '0',
  VIEW_FLUSH_MS: '0',
  SEARCH_TURN_BUDGET_MS: '10000',
};

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  clock?: ManualClock;
  /** Told of every statement the app's database is sent (database.ts, onStatement). */
  onStatement?: (sql: string) => void;
  /** PostgreSQL only: the replica the app's public reads may go to (database.ts, readUrl). */
  readUrl?: string;
}

/** Builds the app on a fresh database with a manual clock; closed after the file's tests. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...QUIET_BACKGROUND,
    ...options.env,
  });
  const database = await createTestDatabase({
    onStatement: options.onStatement,
    readUrl: options.readUrl,
  });
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp(config, { clock, database });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, clock, database, config };
}
