/**
 * `npm run bench`: starts the server on a seeded 100,000-vacancy SQLite database, loads the
 * hello-world route and the busiest read endpoints with autocannon in one run, and prints
 * requests/s, p50/p99 latency, sequential p50/p95 and each endpoint's ratio to hello-world;
 * then the gzipped size of the first screen's JavaScript.
 *
 * Options (environment): BENCH_VACANCIES (100000), BENCH_SECONDS per round (5), BENCH_ROUNDS (3),
 * BENCH_CONNECTIONS (10). The database is kept in .tmp/bench and reused while its size matches.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstScreenJavaScript } from './first-screen.ts';
import { loadPath, sequentialLatency, type LoadResult } from './load.ts';
import { BENCH_ENDPOINTS } from './endpoints.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');
const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const benchDir = path.join(root, '.tmp', 'bench');
const dbFile = path.join(benchDir, `vaga-${vacancies}.db`);
const databaseUrl = `sqlite:${dbFile}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

mkdirSync(benchDir, { recursive: true });
if (!existsSync(dbFile)) {
  console.log(`Seeding ${vacancies} vacancies into ${path.relative(root, dbFile)} …`);
  const started = Date.now();
  const seeded = spawnSync(
    'node',
    ['--import', 'tsx', 'src/db/seed/seed-cli.ts', '--vacancies', String(vacancies)],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// The compiled server (`npm run build`), as production runs it.
const server = spawn('node', ['dist/server.js'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: path.join(root, 'apps/web/dist'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const available = [];
  for (const endpoint of BENCH_ENDPOINTS) {
    const res = await fetch(baseUrl + endpoint.paths[0], { headers: endpoint.headers }).catch(
      () => null,
    );
    if (res?.ok) available.push(endpoint);
    else
      console.log(
        `skipped ${endpoint.name}: ${endpoint.paths[0]} answered ${res?.status ?? 'nothing'}`,
      );
  }

  const loaded = available.filter((e) => !e.sequentialOnly);
  // Warm up every endpoint once so the first round is not a cold start.
  for (const endpoint of loaded) {
    await loadPath(baseUrl, endpoint.name, endpoint.paths[0], {
      seconds: 1,
      connections,
      headers: endpoint.headers,
    });
  }

  const results: Record<string, LoadResult[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const endpoint of loaded) {
      const r = await loadPath(baseUrl, endpoint.name, endpoint.paths[0], {
        seconds,
        connections,
        headers: endpoint.headers,
      });
      (results[endpoint.name] ??= []).push(r);
    }
  }

  const hello = median(results[loaded[0].name].map((r) => r.requestsPerSecond));
  const rows = [];
  for (const endpoint of available) {
    const latency = await sequentialLatency(baseUrl, endpoint.paths, 400, endpoint.headers);
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
      'vs hello': `${((rps / hello) * 100).toFixed(0)} %`,
      non2xx: runs.reduce((s, r) => s + r.non2xx, 0) + latency.failures,
    });
  }
  console.log(
    `\nLoad: ${vacancies} vacancies, ${connections} connections, ${rounds} × ${seconds} s per endpoint (medians)`,
  );
  console.table(rows);

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
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  writeFileSync(
    path.join(benchDir, 'result.json'),
    JSON.stringify(
      { version, at: new Date().toISOString(), vacancies, rows, firstScreen },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
}
