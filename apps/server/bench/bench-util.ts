import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The q-quantile of `values` (q from 0 to 1) by nearest rank; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Waits until every URL answers 2xx (at most 50 s). */
export async function waitUntilReady(urls: string[]): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await Promise.all(
      urls.map((url) =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (ok.every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The environment of a compiled server under a benchmark: production, quiet, no seeding. It has
 * no issuer to log in at, so it runs the embedded demo login on purpose (DEMO=1).
 */
export function productionServerEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO: '1',
    PUBLIC_URL: `http://localhost:${port}`,
  };
}

/** A client of the server of `databaseUrl` on its `postgres` database (there on every server). */
async function adminClient(databaseUrl: string, connectionTimeoutMillis?: number) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis });
}

/** Whether the PostgreSQL server of `databaseUrl` answers, within 3 s. */
export async function postgresAnswers(databaseUrl: string): Promise<boolean> {
  const client = await adminClient(databaseUrl, 3000);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates the PostgreSQL database of `databaseUrl` when the server has none of that name (a
 * fresh machine has only its default databases).
 */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = await adminClient(databaseUrl);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      console.log(`Created the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** CPU time (user and system, µs) a process has used so far, from `/proc` (Linux); null elsewhere. */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ, the unit of `/proc/<pid>/stat` times, on every common architecture. */
const CLOCK_TICKS_PER_SECOND = 100;
