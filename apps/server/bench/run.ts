/**
 * `npm run bench`: in one run, loads a bare Fastify 5 reference server, the compiled Vaga server's
 * hello-world route and its busiest read endpoints with autocannon, on a seeded 100,000-vacancy
 * SQLite database and then on PostgreSQL, and prints requests/s, p50/p99 latency, sequential
 * (uncached) p50/p95 and each endpoint's ratio to bare Fastify. On the SQLite server it also loads
 * another client's vacancy list alone and during a 20-connection CV-PDF flood from one resident
 * (`flood.ts`) and during 100 connections of uncached keyword searches (`search-flood.ts`),
 * reports the gzipped JavaScript of the first screen and runs Lighthouse (mobile) on the public
 * pages (bench/lighthouse.ts: three runs a page, the median of each figure). Last, it checks the figures against the speed goals (`goals.ts`).
 *
 * PostgreSQL is measured when `--pg` is given, DATABASE_URL is a `postgres://` URL, or one
 * answers at postgres://postgres@127.0.0.1:5432 (its database `vaga_bench` is created and
 * seeded when missing or empty); BENCH_PG=0 leaves it out.
 *
 * Options (environment): BENCH_VACANCIES (100000), BENCH_SECONDS per round (5), BENCH_ROUNDS (5),
 * BENCH_CONNECTIONS (10), BENCH_FLOOD (1; 0 skips the PDF flood), BENCH_SEARCH_FLOOD (1; 0 skips the
 * search flood), BENCH_LIGHTHOUSE (1; 0 skips it), BENCH_PG (see above). The SQLite database is
 * kept in .tmp/bench and reused while its size matches; a PostgreSQL database is seeded when empty.
 *
 * `--rush` runs the registration rush instead (bench/rush.ts): two instances behind nginx on
 * PostgreSQL, 3,000 seekers registering for one fair.
 *
 * `--replica` runs what a streaming replica takes off the primary instead (bench/replica.ts): a
 * primary and a replica of their own, the same public reads with and without DATABASE_READ_URL,
 * each cluster's CPU time and statements.
 *
 * `--logging` runs the logging cost instead (bench/logging.ts): `/healthz` at LOG_LEVEL=info, warn
 * and debug against bare Fastify, in the same rounds.
 *
 * `--statistics` runs the staff statistics for a year instead (bench/statistics.ts): 100,000
 * vacancies and 300,000 matches on PostgreSQL, uncached.
 *
 * `--fanout` runs the job-alert fan-out instead (bench/fanout.ts): 10,000 saved searches finding
 * one new vacancy, the vacancy list's p95 alone and during the fan-out, on SQLite.
 *
 * The class list is also loaded as the demo resident (a resume, so each card carries the skill
 * fit, and sorted by fit) and checked against the skill fit's goal: within 1.5× the list without fit.
 * `--fit` loads only those lists (and the reference), on each database, without the floods.
 * `--pages` loads only the server-rendered pages and the app's shell (and the reference).
 * `--lighthouse` runs only Lighthouse (bench/lighthouse-run.ts): the server on the seeded SQLite
 * database, the pages, their medians and the pages' goals, without load or floods, for a
 * quiet machine (BENCH_LIGHTHOUSE_RUNS: runs a page, 3).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, postgresAnswers, waitUntilReady } from './bench-util.ts';
import {
  loadEndpoints,
  postgresDatabase,
  seedOnce,
  shownUrl,
  sqliteDatabase,
  startServer,
  stopServer,
  type BenchDatabase,
  type EndpointRow,
} from './database-pass.ts';
import { checkFirstVisitGoal, firstVisitJavaScript, firstVisitRows } from './first-screen.ts';
import type { FirstVisit } from '../../web/build/first-visit.ts';
import { LIST, LIST_SORTED_BY_FIT, LIST_WITH_FIT, PAGE_ENDPOINTS } from './endpoints.ts';
import { checkFitGoals, checkGoals, checkPageGoals } from './goals.ts';
import { lighthouse, LIGHTHOUSE_RUNS, type LighthouseRow } from './lighthouse.ts';
import { lighthouseOnly } from './lighthouse-run.ts';
import { describeSearchFlood, searchFlood, type SearchFloodResult } from './search-flood.ts';
import { pdfFlood, residentToken, type FloodResult } from './flood.ts';
import { fanout } from './fanout.ts';
import { logging } from './logging.ts';
import { replicaBench } from './replica.ts';
import { rush } from './rush.ts';
import { statisticsBench } from './statistics.ts';

// `npm run bench -- --rush`: the registration rush alone (bench/rush.ts).
if (process.argv.includes('--rush')) {
  await rush();
  process.exit();
}

// `npm run bench -- --replica`: what a streaming replica takes off the primary (bench/replica.ts).
if (process.argv.includes('--replica')) {
  await replicaBench();
  process.exit();
}

// `npm run bench -- --logging`: what the request lines cost (bench/logging.ts).
if (process.argv.includes('--logging')) {
  await logging();
  process.exit();
}

// `npm run bench -- --fanout`: the job-alert fan-out alone (bench/fanout.ts).
if (process.argv.includes('--fanout')) {
  await fanout();
  process.exit();
}

// `npm run bench -- --statistics`: the staff statistics for a year on PostgreSQL (bench/statistics.ts).
if (process.argv.includes('--statistics')) {
  await statisticsBench();
  process.exit();
}

// `npm run bench -- --lighthouse`: Lighthouse on the public pages alone (bench/lighthouse-run.ts).
if (process.argv.includes('--lighthouse')) {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await lighthouseOnly(path.resolve(serverDir, '../..'), serverDir);
  process.exit();
}

// `npm run bench -- --fit`: the class list with and without the skill fit alone.
const fitOnly = process.argv.includes('--fit');
// `npm run bench -- --pages`: the server-rendered pages alone (and the shell), without the floods.
const pagesOnly = process.argv.includes('--pages');

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');
const webDist = path.join(root, 'apps/web/dist');
const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const benchDir = path.join(root, '.tmp', 'bench');
mkdirSync(benchDir, { recursive: true });

const sqlite = sqliteDatabase(path.join(benchDir, `vaga-${vacancies}.db`));
const postgres = postgresDatabase();
const pgAsked =
  process.argv.includes('--pg') || /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
const withPg = process.env.BENCH_PG !== '0' && (pgAsked || (await postgresAnswers(postgres.url)));
if (!withPg) console.log('PostgreSQL: not measured (BENCH_PG=0, or none answers)');
const databases: BenchDatabase[] = withPg ? [sqlite, postgres] : [sqlite];
for (const database of databases) await seedOnce(database, vacancies, serverDir);

const barePort = await freePort();
const bareUrl = `http://127.0.0.1:${barePort}`;
const bare = spawn('node', ['--import', 'tsx', 'bench/bare-fastify.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const label = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const passes: { kind: BenchDatabase['kind']; rows: EndpointRow[] }[] = [];
let front: FrontAndFloods = { flood: null, searchFlood: null, firstScreen: null, lighthouse: null };
try {
  await waitUntilReady([`${bareUrl}/healthz`]);
  for (const database of databases) {
    const { baseUrl, server } = await startServer(database, serverDir, webDist);
    try {
      const rows = await loadEndpoints(baseUrl, bareUrl, {
        seconds,
        rounds,
        connections,
        residentToken: residentToken(serverDir, database.url),
        only: fitOnly
          ? [LIST, LIST_WITH_FIT, LIST_SORTED_BY_FIT]
          : pagesOnly
            ? PAGE_ENDPOINTS
            : undefined,
      });
      passes.push({ kind: database.kind, rows });
      console.log(
        `\nLoad (${label[database.kind]}, ${shownUrl(database.url)}): ${vacancies} vacancies, ${connections} connections, ${rounds} × ${seconds} s per endpoint (medians; vs bare: median of each round's ratio to the reference of that round)`,
      );
      console.table(rows);
      // The floods, the first screen and Lighthouse do not depend on the database: once, on SQLite.
      if (database.kind === 'sqlite' && !fitOnly && !pagesOnly)
        front = await frontAndFloods(baseUrl, database, server.pid);
    } finally {
      await stopServer(server);
    }
  }
} finally {
  bare.kill('SIGTERM');
}

const fitGoals = pagesOnly ? checkPageGoals(passes) : checkFitGoals(passes);
const goals =
  fitOnly || pagesOnly
    ? fitGoals
    : [
        ...checkGoals(passes, front.lighthouse),
        checkFirstVisitGoal(front.firstScreen),
        ...fitGoals,
      ];
console.log(
  fitOnly
    ? "\nThe skill fit's goal in this run"
    : pagesOnly
      ? "\nThe server-rendered pages' goal in this run"
      : '\nThe speed and skill-fit goals in this run',
);
console.table(goals);
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
writeFileSync(
  path.join(benchDir, 'result.json'),
  JSON.stringify(
    { version, at: new Date().toISOString(), vacancies, passes, ...front, goals },
    null,
    2,
  ),
);

interface FrontAndFloods {
  flood: FloodResult | null;
  searchFlood: SearchFloodResult | null;
  /** Every public page's first visit, in each language (its scripts as received). */
  firstScreen: FirstVisit[] | null;
  lighthouse: ReturnType<typeof lighthouse>;
}

/** The floods, the first screen's JavaScript and Lighthouse, on the server at `baseUrl`. */
async function frontAndFloods(
  baseUrl: string,
  database: BenchDatabase,
  pid: number | undefined,
): Promise<FrontAndFloods> {
  let flood: FloodResult | null = null;
  if (process.env.BENCH_FLOOD !== '0') {
    flood = await pdfFlood(baseUrl, residentToken(serverDir, database.url), {
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
    flooded = await searchFlood(baseUrl, { seconds, connections, pid });
    console.log(
      `\nSearch flood: 100 connections of uncached keyword searches; another client's vacancy list, ${connections} connections, ${seconds} s each`,
    );
    console.table({
      'list alone': flooded.listAlone,
      'list during flood': flooded.listDuringFlood,
    });
    console.log(`  ${describeSearchFlood(flooded)}`);
  }

  let firstScreen: FirstVisit[] | null = null;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // A failure leaves the first visits unmeasured (their goal not met), not the rest of the run lost.
    try {
      firstScreen = await firstVisitJavaScript(baseUrl);
      console.log(
        '\nFirst-visit JavaScript of every public page (fresh Chromium, brotli, every script until interactive)',
      );
      console.table(firstVisitRows(firstScreen));
    } catch (error) {
      console.log(`First-visit JavaScript: ${(error as Error).message}`);
    }
  } else {
    console.log('First-visit JavaScript: apps/web/dist missing (run npm run build -w @vaga/web)');
  }
  let pages: LighthouseRow[] | null = null;
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    // A failure leaves Lighthouse unmeasured (its goals not met), not the rest of the run lost.
    try {
      pages = lighthouse(baseUrl, root);
    } catch (error) {
      console.log(`Lighthouse: ${(error as Error).message}`);
    }
  }
  if (pages) {
    console.log(
      `\nLighthouse 12, mobile (default throttling), Chromium: median of ${LIGHTHOUSE_RUNS} runs a page`,
    );
    console.table(pages);
  } else
    console.log('Lighthouse: not measured (BENCH_LIGHTHOUSE=0, no /usr/bin/chromium, or failed)');
  return { flood, searchFlood: flooded, firstScreen, lighthouse: pages };
}
