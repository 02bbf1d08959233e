/**
 * `npm run bench`: starts the compiled server on a seeded 100,000-vacancy database (SQLite, or
 * PostgreSQL with `--pg` or a `postgres://` DATABASE_URL) and a bare Fastify 5 reference server,
 * loads the reference, the hello-world route and the busiest read endpoints with autocannon in
 * one run, and prints requests/s, p50/p99 latency, sequential (uncached) p50/p95 and each
 * endpoint's ratio to bare Fastify; then the gzipped JavaScript of the first screen and
 * Lighthouse (mobile) on the three pages of issue 14. Between the two, another client's vacancy
 * list is loaded alone and during a 20-connection CV-PDF flood from one resident (`flood.ts`),
 * and alone and during 100 connections of uncached keyword searches (`search-flood.ts`).
 *
 * Options (environment): BENCH_VACANCIES (100000), BENCH_SECONDS per round (5), BENCH_ROUNDS (5),
 * BENCH_CONNECTIONS (10), BENCH_FLOOD (1; 0 skips the PDF flood), BENCH_SEARCH_FLOOD (1; 0 skips the
 * search flood), BENCH_LIGHTHOUSE (1; 0 skips it). The SQLite database is kept in
 * .tmp/bench and reused while its size matches; a PostgreSQL database is seeded when empty.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensurePostgresDatabase,
  freePort,
  median,
  productionServerEnv,
  waitUntilReady,
} from './bench-util.ts';
import { firstScreenJavaScript } from './first-screen.ts';
import { lighthouse } from './lighthouse.ts';
import { describeSearchFlood, searchFlood, type SearchFloodResult } from './search-flood.ts';
import { loadPath, sequentialLatency, type LoadResult } from './load.ts';
import { BENCH_ENDPOINTS } from './endpoints.ts';
import { pdfFlood, residentToken, type FloodResult } from './flood.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');
const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const benchDir = path.join(root, '.tmp', 'bench');
const dbFile = path.join(benchDir, `vaga-${vacancies}.db`);
const wantsPg =
  process.argv.includes('--pg') || /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
const databaseUrl = wantsPg
  ? /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '')
    ? process.env.DATABASE_URL!
    : 'postgres://postgres@127.0.0.1:5432/vaga_bench'
  : `sqlite:${dbFile}`;

mkdirSync(benchDir, { recursive: true });
if (wantsPg) await ensurePostgresDatabase(databaseUrl);
if (wantsPg || !existsSync(dbFile)) {
  const where = wantsPg ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : path.relative(root, dbFile);
  console.log(`Seeding ${vacancies} vacancies into ${where} when it is empty …`);
  const started = Date.now();
  const seeded = spawnSync('node', ['dist/seed-cli.js', '--vacancies', String(vacancies)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  // On PostgreSQL a database that already holds the vacancies answers 1 and is used as it is.
  if (seeded.status !== 0 && !(wantsPg && seeded.status === 1)) throw new Error('seeding failed');
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const barePort = await freePort();
const bareUrl = `http://127.0.0.1:${barePort}`;
const bare = spawn('node', ['--import', 'tsx', 'bench/bare-fastify.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const urlOf = (endpoint: { bare?: boolean }) => (endpoint.bare ? bareUrl : baseUrl);
// The compiled server (`npm run build`), as production runs it.
const server = spawn('node', ['dist/server.js'], {
  cwd: serverDir,
  env: { ...productionServerEnv(port, databaseUrl), WEB_DIST: path.join(root, 'apps/web/dist') },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitUntilReady([`${baseUrl}/readyz`, `${bareUrl}/healthz`]);

  const available = [];
  for (const endpoint of BENCH_ENDPOINTS) {
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
  // Warm up every endpoint once so the first round is not a cold start.
  for (const endpoint of loaded) {
    await loadPath(urlOf(endpoint), endpoint.name, endpoint.paths[0], {
      seconds: 1,
      connections,
      headers: endpoint.headers,
    });
  }

  const results: Record<string, LoadResult[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const endpoint of loaded) {
      const r = await loadPath(urlOf(endpoint), endpoint.name, endpoint.paths[0], {
        seconds,
        connections,
        headers: endpoint.headers,
      });
      (results[endpoint.name] ??= []).push(r);
    }
  }

  // Each endpoint's ratio is taken to the reference of its own round, then the median of the
  // rounds: the machine's speed drifts between rounds more than between neighbouring loads.
  const reference = results[loaded[0].name].map((r) => r.requestsPerSecond);
  const ratioToBare = (runs: LoadResult[]) =>
    median(runs.map((r, round) => r.requestsPerSecond / reference[round]));
  const rows = [];
  for (const endpoint of available) {
    const latency = await sequentialLatency(urlOf(endpoint), endpoint.paths, 400, endpoint.headers);
    if (endpoint.sequentialOnly) {
      rows.push({
        endpoint: endpoint.name,
        'seq p50 ms': Number(latency.p50.toFixed(2)),
        'seq p95 ms': Number(latency.p95.toFixed(2)),
        non2xx: latency.failures,
      });
      continue;
    }
    const runs = results[endpoint.name];
    const rps = median(runs.map((r) => r.requestsPerSecond));
    rows.push({
      endpoint: endpoint.name,
      'req/s': Math.round(rps),
      'p50 ms': median(runs.map((r) => r.p50)),
      'p99 ms': median(runs.map((r) => r.p99)),
      'seq p50 ms': Number(latency.p50.toFixed(2)),
      'seq p95 ms': Number(latency.p95.toFixed(2)),
      'vs bare': ratioToBare(runs).toFixed(2),
      non2xx: runs.reduce((s, r) => s + r.non2xx, 0) + latency.failures,
    });
  }
  console.log(
    `\nLoad (${wantsPg ? 'PostgreSQL' : 'SQLite'}): ${vacancies} vacancies, ${connections} connections, ${rounds} × ${seconds} s per endpoint (medians; vs bare: median of each round's ratio to the reference of that round)`,
  );
  console.table(rows);

  let flood: FloodResult | null = null;
  if (process.env.BENCH_FLOOD !== '0') {
    flood = await pdfFlood(baseUrl, residentToken(serverDir, databaseUrl), {
      seconds,
      connections,
    });
    const { listAlone, listDuringFlood, flood: f } = flood;
    console.log(
      `\nCV-PDF flood: one resident, 20 connections on POST /service/api/v1/cvs; another client's vacancy list, ${connections} connections, ${seconds} s each`,
    );
    console.table({
      'list alone': listAlone,
      'list during flood': listDuringFlood,
    });
    console.log(
      `  list p99 ${listDuringFlood.p99} ms during the flood, ${listAlone.p99} ms without (goal < 50 ms); flood: ${f.requests} requests, ${f.pdfs} PDFs, ${f.busy} SERVER_BUSY (503), ${f.limited} rate-limited (429), ${f.otherNon2xx} other, p99 ${f.p99} ms`,
    );
  }

  let flooded: SearchFloodResult | null = null;
  if (process.env.BENCH_SEARCH_FLOOD !== '0') {
    flooded = await searchFlood(baseUrl, { seconds, connections, pid: server.pid });
    console.log(
      `\nSearch flood: 100 connections of uncached keyword searches; another client's vacancy list, ${connections} connections, ${seconds} s each`,
    );
    console.table({
      'list alone': flooded.listAlone,
      'list during flood': flooded.listDuringFlood,
    });
    console.log(`  ${describeSearchFlood(flooded)}`);
  }

  const webDist = path.join(root, 'apps/web/dist');
  let firstScreen = null;
  if (existsSync(path.join(webDist, 'index.html'))) {
    firstScreen = firstScreenJavaScript(webDist);
    console.log(
      `First screen JavaScript: ${(firstScreen.totalGzipBytes / 1024).toFixed(1)} KiB gzipped`,
    );
    for (const f of firstScreen.files)
      console.log(
        `  ${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KiB gz (${(f.bytes / 1024).toFixed(1)} KiB)`,
      );
  } else {
    console.log('First screen JavaScript: apps/web/dist missing (run npm run build -w @vaga/web)');
  }
  const pages = process.env.BENCH_LIGHTHOUSE === '0' ? null : lighthouse(baseUrl, root);
  if (pages) {
    console.log('\nLighthouse 12, mobile (default throttling), Chromium');
    console.table(pages);
  } else console.log('Lighthouse: skipped (BENCH_LIGHTHOUSE=0 or no /usr/bin/chromium)');
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  writeFileSync(
    path.join(benchDir, `result-${wantsPg ? 'postgres' : 'sqlite'}.json`),
    JSON.stringify(
      {
        version,
        at: new Date().toISOString(),
        database: wantsPg ? 'postgres' : 'sqlite',
        vacancies,
        rows,
        flood,
        searchFlood: flooded,
        firstScreen,
        lighthouse: pages,
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
