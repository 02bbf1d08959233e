/**
 * The CV-PDF flood round of `npm run bench` on its own, against compiled servers on the database
 * `npm run bench` seeded (.tmp/bench, SQLite; run `npm run bench` once first):
 * `npm run build && BENCH_SECONDS=4 npx tsx bench/flood-run.ts [--cpu-prof]`.
 * - BENCH_DISTS (`dist`): compiled servers to compare, comma-separated folders of apps/server
 *   (e.g. a copy of `dist` built from another commit); rounds alternate between them.
 * - BENCH_FLOOD_RUNS (1): rounds per server; the medians are printed.
 * - `--cpu-prof`: each server writes a CPU profile into .tmp/bench/profiles when it stops.
 * Every round starts with the rate-limit windows cleared, as on a fresh database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { freePort, median, productionServerEnv, waitUntilReady } from './bench-util.ts';
import { pdfFlood, residentToken, type FloodResult } from './flood.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const runs = Number(process.env.BENCH_FLOOD_RUNS ?? 1);
const dists = (process.env.BENCH_DISTS ?? 'dist').split(',');
const benchDir = path.join(root, '.tmp', 'bench');
const dbFile = path.join(benchDir, `vaga-${process.env.BENCH_VACANCIES ?? 100_000}.db`);
if (!existsSync(dbFile)) throw new Error(`${dbFile} is missing: run npm run bench once`);
const databaseUrl = `sqlite:${dbFile}`;
const profileDir = path.join(benchDir, 'profiles');
const profile = process.argv.includes('--cpu-prof');
if (profile) mkdirSync(profileDir, { recursive: true });

async function round(dist: string, token: string): Promise<FloodResult> {
  const db = new Database(dbFile);
  db.prepare('delete from rate_limits').run();
  db.close();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(
    'node',
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      path.join(dist, 'server.js'),
    ],
    {
      cwd: serverDir,
      env: productionServerEnv(port, databaseUrl),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitUntilReady([`${baseUrl}/readyz`]);
    return await pdfFlood(baseUrl, token, { seconds, connections });
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const token = residentToken(serverDir, databaseUrl);
const results = new Map<string, FloodResult[]>(dists.map((d) => [d, []]));
for (let run = 0; run < runs; run++) {
  for (const dist of dists) {
    const result = await round(dist, token);
    results.get(dist)!.push(result);
    const { listAlone: a, listDuringFlood: d, flood: f } = result;
    console.log(
      `${dist} round ${run + 1}: list alone ${a.requestsPerSecond} req/s p99 ${a.p99} max ${a.max}; during the flood ${d.requestsPerSecond} req/s p50 ${d.p50} p99 ${d.p99} max ${d.max}; flood ${f.requests} requests (${f.pdfs} PDFs, ${f.busy} busy, ${f.limited} limited, ${f.otherNon2xx} other), p99 ${f.p99}`,
    );
  }
}
for (const [dist, rs] of results) {
  const m = (pick: (r: FloodResult) => number) => median(rs.map(pick));
  console.log(
    `${dist} medians of ${rs.length}: list alone p99 ${m((r) => r.listAlone.p99)} ms; during the flood ${m((r) => r.listDuringFlood.requestsPerSecond)} req/s, p50 ${m((r) => r.listDuringFlood.p50)}, p99 ${m((r) => r.listDuringFlood.p99)}, max ${m((r) => r.listDuringFlood.max)} ms; flood ${m((r) => r.flood.requests)} requests, p99 ${m((r) => r.flood.p99)} ms`,
  );
}
