import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  ensurePostgresDatabase,
  freePort,
  median,
  productionServerEnv,
  waitUntilReady,
} from './bench-util.ts';
import { BENCH_ENDPOINTS, type BenchEndpoint } from './endpoints.ts';
import { loadPath, sequentialLatency, type LoadResult } from './load.ts';
import { SERVER_NODE_ARGS } from '../src/node-flags.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  url: string;
}

/** One endpoint's figures in one database's pass. */
export interface EndpointRow {
  endpoint: string;
  'req/s'?: number;
  'p50 ms'?: number;
  'p99 ms'?: number;
  'seq p50 ms': number;
  'seq p95 ms': number;
  'vs bare'?: string;
  non2xx: number;
}

export interface LoadOptions {
  seconds: number;
  rounds: number;
  connections: number;
  /** A session of the demo resident, for the endpoints asked as them (else they are skipped). */
  residentToken?: string;
  /** Only these endpoints (by name; the reference is always loaded). */
  only?: string[];
}

/** What the user reads for a database URL: its password hidden. */
export function shownUrl(url: string): string {
  return url.replace(/:[^:@/]*@/, ':***@');
}

/**
 * Seeds `database` with `vacancies` when it is empty (a PostgreSQL database is created first
 * when the server has none of that name; a SQLite file that exists is used as it is).
 */
export async function seedOnce(
  database: BenchDatabase,
  vacancies: number,
  serverDir: string,
): Promise<void> {
  const postgres = database.kind === 'postgres';
  if (postgres) await ensurePostgresDatabase(database.url);
  else if (existsSync(database.url.slice('sqlite:'.length))) return;
  console.log(`Seeding ${vacancies} vacancies into ${shownUrl(database.url)} when it is empty …`);
  const started = Date.now();
  const seeded = spawnSync('node', ['dist/seed-cli.js', '--vacancies', String(vacancies)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  // On PostgreSQL a database that already holds the vacancies answers 1 and is used as it is.
  if (seeded.status !== 0 && !(postgres && seeded.status === 1)) throw new Error('seeding failed');
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The compiled server (`npm run build`) on `database`, as production runs it (`extraEnv` added:
 * a replica, a metrics port).
 */
export async function startServer(
  database: BenchDatabase,
  serverDir: string,
  webDist: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn('node', SERVER_NODE_ARGS, {
    cwd: serverDir,
    env: { ...productionServerEnv(port, database.url), WEB_DIST: webDist, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady([`${baseUrl}/readyz`]);
  return { baseUrl, server };
}

/** Stops a server started by startServer and waits for its exit. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/**
 * Loads every endpoint of BENCH_ENDPOINTS that answers, on Vaga at `baseUrl` and the reference at
 * `bareUrl`, in rounds (each round loads them all once, in order), then measures each one's
 * sequential latency. Each ratio is taken to the reference of its own round, then the median of
 * the rounds: the machine's speed drifts between rounds more than between neighbouring loads.
 */
export async function loadEndpoints(
  baseUrl: string,
  bareUrl: string,
  options: LoadOptions,
): Promise<EndpointRow[]> {
  const urlOf = (endpoint: BenchEndpoint) => (endpoint.bare ? bareUrl : baseUrl);
  const token = options.residentToken;
  const endpoints = BENCH_ENDPOINTS.filter(
    (e) => e.bare || !options.only || options.only.includes(e.name),
  ).flatMap((e): BenchEndpoint[] => {
    if (!e.resident) return [e];
    if (!token) {
      console.log(`skipped ${e.name}: no session of the demo resident`);
      return [];
    }
    return [{ ...e, headers: { ...e.headers, authorization: `Bearer ${token}` } }];
  });
  const available: BenchEndpoint[] = [];
  for (const endpoint of endpoints) {
    const res = await fetch(urlOf(endpoint) + endpoint.paths[0], {
      headers: endpoint.headers,
    }).catch(() => null);
    // Read to the end: an answer left unread keeps its connection and the server's socket busy.
    await res?.arrayBuffer().catch(() => null);
    if (res?.ok) available.push(endpoint);
    else
      console.log(
        `skipped ${endpoint.name}: ${endpoint.paths[0]} answered ${res?.status ?? 'nothing'}`,
      );
  }

  const loaded = available.filter((e) => !e.sequentialOnly);
  const load = (endpoint: BenchEndpoint, seconds: number) =>
    loadPath(urlOf(endpoint), endpoint.name, endpoint.paths[0], {
      seconds,
      connections: options.connections,
      headers: endpoint.headers,
    });
  // Warm up every endpoint once so the first round is not a cold start.
  for (const endpoint of loaded) await load(endpoint, 1);

  const results: Record<string, LoadResult[]> = {};
  for (let round = 0; round < options.rounds; round++) {
    for (const endpoint of loaded) {
      (results[endpoint.name] ??= []).push(await load(endpoint, options.seconds));
    }
  }

  const reference = results[loaded[0].name].map((r) => r.requestsPerSecond);
  const ratioToBare = (runs: LoadResult[]) =>
    median(runs.map((r, round) => r.requestsPerSecond / reference[round]));
  const rows: EndpointRow[] = [];
  for (const endpoint of available) {
    const latency = await sequentialLatency(urlOf(endpoint), endpoint.paths, 400, endpoint.headers);
    const sequential = {
      'seq p50 ms': Number(latency.p50.toFixed(2)),
      'seq p95 ms': Number(latency.p95.toFixed(2)),
    };
    if (endpoint.sequentialOnly) {
      rows.push({ endpoint: endpoint.name, ...sequential, non2xx: latency.failures });
      continue;
    }
    const runs = results[endpoint.name];
    rows.push({
      endpoint: endpoint.name,
      'req/s': Math.round(median(runs.map((r) => r.requestsPerSecond))),
      'p50 ms': median(runs.map((r) => r.p50)),
      'p99 ms': median(runs.map((r) => r.p99)),
      ...sequential,
      'vs bare': ratioToBare(runs).toFixed(2),
      non2xx: runs.reduce((s, r) => s + r.non2xx, 0) + latency.failures,
    });
  }
  return rows;
}

/** The bench's SQLite database, in `file`. */
export function sqliteDatabase(file: string): BenchDatabase {
  return { kind: 'sqlite', url: `sqlite:${file}` };
}

/** The bench's PostgreSQL database: DATABASE_URL when it is one, else `vaga_bench` on this machine. */
export function postgresDatabase(): BenchDatabase {
  const fromEnv = process.env.DATABASE_URL ?? '';
  return {
    kind: 'postgres',
    url: /^postgres(ql)?:/.test(fromEnv)
      ? fromEnv
      : 'postgres://postgres@127.0.0.1:5432/vaga_bench',
  };
}
