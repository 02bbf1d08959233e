/**
 * Two trees of Vaga in one run: this tree's compiled server and another checkout's, each on a
 * database seeded by its own seed script (the same seeded generator, so the same vacancies), with
 * bare Fastify beside them. Every round loads, for each endpoint, the reference, then the two
 * servers in an order that alternates from round to round (A then B, then B then A), so the
 * machine's drift falls on both alike. Each rate is a ratio to the reference of its own round;
 * the medians of the rounds are printed.
 *
 *   npm run bench:compare -w @vaga/server -- --other /path/to/other/checkout
 *
 * Both checkouts must be built first (`npm run build -w @vaga/web` and `-w @vaga/server`).
 * BENCH_ROUNDS (default 5) and BENCH_SECONDS (default 4) set the load; `--only <name>`, once per
 * endpoint, limits the endpoints. BENCH_AGE_SECONDS first serves every measured path, mixed, for
 * that long on both trees (a process's history can slow its shared code). Beside each rate, the
 * server's CPU time per request (µs, user and system, from `/proc`), bare Fastify's too: it
 * depends less than a rate on what else the machine runs.
 *
 * A second reference, "same bytes" (bench/same-bytes.ts), is bare Fastify answering each endpoint
 * with this tree's own answer to it, recorded once: its status, headers and compressed body. It
 * is loaded in every round beside the others; "this ÷ same bytes" is the share of its rate this
 * tree reaches, so what is left below 1 is this tree's own work on a request, not the bytes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, median, processCpuMicros, waitUntilReady } from './bench-util.ts';
import { seedOnce, sqliteDatabase, startServer, stopServer } from './database-pass.ts';
import { BENCH_ENDPOINTS } from './endpoints.ts';
import { loadPath, mixedLoad } from './load.ts';
import { rendererDir } from '../src/modules/pages/pages.routes.ts';
import { startSameBytes } from './same-bytes.ts';

const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    only: { type: 'string', multiple: true },
    label: { type: 'string' },
  },
});
if (!values.other) throw new Error('--other <checkout> is required');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '../..');
const other = path.resolve(values.other);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);

const benchDir = path.join(root, '.tmp', 'bench');
mkdirSync(benchDir, { recursive: true });

/**
 * A fresh copy of a tree's own seeded database: each tree seeds with its own seed script and
 * migrations (an older tree cannot open a database a newer one migrated), from the same
 * generator, so both hold the same vacancies; neither server sees the other's writes.
 */
async function databaseOf(dir: string, name: string): Promise<string> {
  const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const seeded = path.join(benchDir, `compare-seed-${commit}-${vacancies}.db`);
  await seedOnce(sqliteDatabase(seeded), vacancies, dir);
  const file = path.join(benchDir, `compare-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  copyFileSync(seeded, file);
  return file;
}

const barePort = await freePort();
const bare = spawn('node', ['--import', 'tsx', 'bench/bare-fastify.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
const bareUrl = `http://127.0.0.1:${barePort}`;
await waitUntilReady([`${bareUrl}/healthz`]);

const label = values.label ?? path.basename(other);
const trees = [
  { name: 'this tree', dir: serverDir, web: path.join(root, 'apps/web/dist') },
  {
    name: label,
    dir: path.join(other, 'apps/server'),
    web: path.join(other, 'apps/web/dist'),
  },
];
for (const tree of trees) {
  if (!existsSync(path.join(tree.dir, 'dist/server.js'))) throw new Error(`${tree.dir}: not built`);
  // Without its server renderer a tree answers the server-rendered pages with the app shell.
  if (!existsSync(path.join(rendererDir(tree.web), 'entry-server.js'))) {
    throw new Error(`${tree.web}: the web build has no server renderer beside it`);
  }
}
const servers = [];
for (const [i, tree] of trees.entries()) {
  const database = sqliteDatabase(await databaseOf(tree.dir, String(i)));
  const started = await startServer(database, tree.dir, tree.web);
  if (started.server.exitCode !== null) throw new Error(`${tree.name}: the server stopped`);
  servers.push(started);
}

const only = values.only;
const endpoints = BENCH_ENDPOINTS.filter(
  (e) => !e.bare && !e.sequentialOnly && !e.resident && (!only || only.includes(e.name)),
);
const reference = BENCH_ENDPOINTS.find((e) => e.bare);
if (!reference) throw new Error('no reference endpoint');

const load = (url: string, name: string, p: string, s: number) =>
  loadPath(url, name, p, { seconds: s, connections: 10, headers: reference.headers });

// Every endpoint answers on both before it is loaded, and is warmed once.
const loaded = [];
for (const endpoint of endpoints) {
  const answers = await Promise.all(
    servers.map(async ({ baseUrl }) => {
      const res = await fetch(baseUrl + endpoint.paths[0], { headers: endpoint.headers });
      await res.arrayBuffer();
      return res.ok;
    }),
  );
  if (!answers.every(Boolean)) {
    console.log(`skipped ${endpoint.name}: not 2xx on both trees`);
    continue;
  }
  for (const { baseUrl } of servers) await load(baseUrl, endpoint.name, endpoint.paths[0], 1);
  loaded.push(endpoint);
}

// The same bytes, sent by bare Fastify: this tree's answer to each endpoint, recorded once.
const sameBytes = await startSameBytes(
  servers[0].baseUrl,
  loaded,
  path.join(benchDir, 'same-bytes.json'),
  serverDir,
);

// An instance that has served for a while, as in production: every measured path, mixed, on both.
const aged = Number(process.env.BENCH_AGE_SECONDS ?? 0);
if (aged > 0) {
  const mixed = loaded.flatMap((e) => e.paths.map((p) => ({ path: p, headers: e.headers })));
  console.log(`Serving the mixed load (${mixed.length} paths) for ${aged} s on each tree …`);
  await Promise.all(servers.map(({ baseUrl }) => mixedLoad(baseUrl, mixed, aged)));
}

const ratios: Record<string, [number[], number[]]> = {};
const cpus: Record<string, [number[], number[]]> = {};
const bareRates: number[] = [];
const bareCpus: number[] = [];
/** This tree's rate over the same-bytes reference's in the same round, and that one's CPU. */
const overSame: Record<string, number[]> = {};
const sameCpus: Record<string, number[]> = {};

/** Loads `path` on the process `pid` serves, with the CPU time it used per request (µs). */
async function measured(
  pid: number | undefined,
  url: string,
  endpoint: { name: string; paths: string[]; headers?: Record<string, string> },
) {
  const before = processCpuMicros(pid);
  const result = await loadPath(url, endpoint.name, endpoint.paths[0], {
    seconds,
    connections: 10,
    headers: endpoint.headers,
  });
  const after = processCpuMicros(pid);
  const cpu = before === null || after === null ? NaN : (after - before) / result.total;
  return { result, cpu };
}

for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const endpoint of loaded) {
    const ref = await measured(bare.pid, bareUrl, reference);
    bareRates.push(ref.result.requestsPerSecond);
    bareCpus.push(ref.cpu);
    const same = await measured(sameBytes.process.pid, sameBytes.url, endpoint);
    (sameCpus[endpoint.name] ??= []).push(same.cpu);
    for (const i of order) {
      const { result, cpu } = await measured(servers[i].server.pid, servers[i].baseUrl, endpoint);
      if (i === 0) {
        (overSame[endpoint.name] ??= []).push(
          result.requestsPerSecond / same.result.requestsPerSecond,
        );
      }
      if (result.non2xx > 0)
        console.log(`${endpoint.name}, ${trees[i].name}: ${result.non2xx} not 2xx`);
      (ratios[endpoint.name] ??= [[], []])[i].push(
        result.requestsPerSecond / ref.result.requestsPerSecond,
      );
      (cpus[endpoint.name] ??= [[], []])[i].push(cpu);
    }
  }
}

for (const { server } of servers) await stopServer(server);
bare.kill('SIGTERM');
sameBytes.process.kill('SIGTERM');

console.log(
  `\n${rounds} rounds of ${seconds} s, 10 connections; bare Fastify median ${Math.round(median(bareRates))} req/s, ${median(bareCpus).toFixed(1)} µs CPU a request`,
);
console.table(
  Object.entries(ratios).map(([endpoint, [a, b]]) => ({
    endpoint,
    [`${trees[1].name} vs bare`]: median(b).toFixed(2),
    'this tree vs bare': median(a).toFixed(2),
    'this ÷ other': median(a.map((r, i) => r / b[i])).toFixed(2),
    [`${trees[1].name} µs`]: median(cpus[endpoint][1]).toFixed(1),
    'this tree µs': median(cpus[endpoint][0]).toFixed(1),
    'this ÷ same bytes': median(overSame[endpoint]).toFixed(2),
    'same bytes µs': median(sameCpus[endpoint]).toFixed(1),
  })),
);
