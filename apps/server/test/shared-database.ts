import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import type { ManualClock } from '../src/platform/clock.ts';
import type { App } from '../src/platform/types.ts';
import { QUIET_BACKGROUND, TEST_DATABASE_URL } from './helper.ts';

/** One database that several app instances open, each with its own connections. */
export interface SharedDatabase {
  /** A new handle (own connections) on the same database. */
  open(): DatabaseHandle;
  /** Its DATABASE_URL, for a server started as a process of its own. */
  url: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A fresh database of the dialect under test that several instances can share: a PostgreSQL
 * schema of its own, or a SQLite file in a temporary folder. Removed when the file's tests end.
 */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  if (!TEST_DATABASE_URL) {
    const folder = mkdtempSync(path.join(tmpdir(), 'vaga-shared-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const url = `sqlite:${path.join(folder, 'vaga.db')}`;
    return { open: () => createDatabase(url), url };
  }
  const url = TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schema} cascade`);
    await dropper.end();
  });
  const own = new URL(url);
  own.searchParams.set('options', `-c search_path=${schema}`);
  return { open: () => createDatabase(url, { schema, poolSize: 5 }), url: own.href };
}

/**
 * Builds and readies an app instance on the shared database, with its own connections; it is
 * closed when the file's tests end, or earlier by `close()` (a restart).
 */
export async function buildInstance(
  shared: SharedDatabase,
  clock: ManualClock,
  env: NodeJS.ProcessEnv = {},
): Promise<{ app: App; close: () => Promise<void> }> {
  const database = shared.open();
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND, ...env });
  const app = await buildApp(config, { clock, database });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await database.close();
  };
  cleanups.push(close);
  return { app, close };
}
