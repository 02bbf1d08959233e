/**
 * `npm run bench -- --fanout`: the job-alert fan-out of one new vacancy to 10,000
 * saved searches must not block reads. On a seeded SQLite database (BENCH_VACANCIES vacancies,
 * kept in .tmp/bench) with FANOUT_SEARCHES instant saved searches (1,000 residents with 10 each,
 * all finding the new vacancy; bench/fanout-setup.ts), it starts the compiled server as production
 * runs it (its in-process scheduler polling every SCHEDULER_POLL_MS, 5 s by default) and loads
 * another client's vacancy list (BENCH_CONNECTIONS connections): first alone for BENCH_SECONDS,
 * then while a new vacancy is published (from another process, as an approval on another instance
 * would) and its fan-out runs, until every search's notification row exists. The list's p95 during
 * the fan-out counts the requests in flight between the job's claim by the scheduler and its last
 * notification (every request in flight at some point of it). Prints both p95s, their ratio, the fan-out's times and the notifications written,
 * which must be exactly one per search.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { paths } from '@vaga/contract';
import { productionServerEnv, waitUntilReady } from './bench-util.ts';
import { seedOnce, sqliteDatabase, stopServer } from './database-pass.ts';
import { skipBodyText } from './load.ts';
import { SERVER_NODE_ARGS } from '../src/node-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');
const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);
const searches = Number(process.env.FANOUT_SEARCHES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.FANOUT_PORT ?? 4950);
/** The list is measured this long after the last notification too (the deliveries' relay and jobs). */
const afterSeconds = Number(process.env.FANOUT_AFTER_SECONDS ?? 10);
/** The fan-out must finish within this (from the publication, the scheduler's poll included). */
const FANOUT_GOAL_S = Number(process.env.FANOUT_GOAL_S ?? 60);

const DE = '/service/DeJobSeekApi';
const LIST_PATHS = [1, 2, 3, 4, 5].map(
  (g) => `${DE}/v1/joboffers/localvancancy?categoryGroupId=${g}&page=3&size=10`,
);

interface Timed {
  /** When the request was sent (ms, this process's clock). */
  sentAt: number;
  latency: number;
  status: number;
}

function p95(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/** The vacancy list under load, each answer's send time and latency kept; stop() ends it. */
function listLoad(baseUrl: string, duration: number) {
  const timed: Timed[] = [];
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        requests: LIST_PATHS.map((p) => ({ method: 'GET' as const, path: p })),
        setupClient: skipBodyText,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, status, _bytes, latency) => {
    const now = performance.now();
    timed.push({ sentAt: now - latency, latency, status });
  });
  return { timed, done, stop: () => instance!.stop() };
}

function runSetup(databaseUrl: string, ...args: string[]): string {
  const run = spawnSync('node', ['--import', 'tsx', 'bench/fanout-setup.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED: 'none', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`fanout-setup ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').pop() ?? '';
}

export async function fanout(): Promise<void> {
  const benchDir = path.join(root, '.tmp', 'bench');
  mkdirSync(benchDir, { recursive: true });
  const file = path.join(benchDir, `fanout-${vacancies}.db`);
  const database = sqliteDatabase(file);
  await seedOnce(database, vacancies, serverDir);
  let started = Date.now();
  runSetup(database.url, 'seed', String(searches));
  console.log(
    `${searches} saved searches ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = spawn('node', SERVER_NODE_ARGS, {
    cwd: serverDir,
    env: productionServerEnv(port, database.url),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = new Database(file, { readonly: true });
  try {
    await waitUntilReady([`${baseUrl}/readyz`]);
    await listLoad(baseUrl, 2).done; // warm-up: the pages kept, the code hot
    const alone = listLoad(baseUrl, seconds);
    await alone.done;

    const during = listLoad(baseUrl, 600);
    await new Promise((r) => setTimeout(r, 1000));
    const spawnedAt = performance.now();
    const [id, wallMs] = runSetup(database.url, 'publish').split(' ').map(Number);
    const jobOfferId = id!;
    // The instant of the publication (the setup's wall clock on this process's clock).
    const publishedAt = wallMs! - performance.timeOrigin;
    const link = paths.jobOffer(jobOfferId);
    const claimed = db.prepare(
      `select locked_by, state from scheduled_job where key like ? and name = 'savedsearches.match'`,
    );
    const notified = db.prepare(
      `select count(*) as n, count(distinct dedupe_key) as keys from notification where event = 'alert.instant' and link = ?`,
    );
    const found = db.prepare(`select count(*) as n from saved_search_hit where job_offer_id = ?`);
    let claimAt: number | null = null;
    let firstAt: number | null = null;
    let doneAt: number | null = null;
    started = Date.now();
    while (doneAt === null && Date.now() - started < 300_000) {
      await new Promise((r) => setTimeout(r, 100));
      const job = claimed.get(`alerts:match:${jobOfferId}:%`) as
        { locked_by: string | null; state: string } | undefined;
      if (claimAt === null && job && (job.locked_by !== null || job.state !== 'pending'))
        claimAt = performance.now();
      const { n } = notified.get(link) as { n: number };
      if (firstAt === null && n > 0) firstAt = performance.now();
      // Each hit is written with its account's notice (one per account the vacancy reaches).
      if ((found.get(jobOfferId) as { n: number }).n >= searches) doneAt = performance.now();
    }
    // The requests sent during the fan-out are answered after it: wait for them, and keep
    // loading the list while the notices' deliveries are relayed and run (AFTER_SECONDS).
    await new Promise((r) => setTimeout(r, Math.max(1, afterSeconds) * 1000));
    during.stop();
    await during.done;
    const { n, keys } = notified.get(link) as { n: number; keys: number };
    const hits = (
      db
        .prepare(`select count(*) as n from saved_search_hit where job_offer_id = ?`)
        .get(jobOfferId) as { n: number }
    ).n;
    const from = claimAt ?? firstAt ?? publishedAt;
    const to = doneAt ?? performance.now();
    // Every request in flight at some point of the fan-out (a blocked server answers none of them).
    const inWindow = during.timed.filter((t) => t.sentAt <= to && t.sentAt + t.latency >= from);
    const aloneP95 = p95(alone.timed.map((t) => t.latency));
    const duringP95 = p95(inWindow.map((t) => t.latency));
    // Every request sent after the last notification, in the AFTER_SECONDS that follow.
    const after = during.timed.filter((t) => t.sentAt > to && t.sentAt <= to + afterSeconds * 1000);
    const errors = [...alone.timed, ...inWindow, ...after].filter((t) => t.status !== 200).length;
    const ratio = duringP95 / aloneP95;
    const fanoutS = (to - publishedAt) / 1000;
    const runS = (to - from) / 1000;
    console.log(
      `\nJob-alert fan-out (SQLite, ${vacancies} vacancies): ${searches} instant saved searches, vacancy ${jobOfferId}; list: ${connections} connections on 5 class pages`,
    );
    console.table({
      'list alone': {
        requests: alone.timed.length,
        'p50 ms': p50(alone.timed.map((t) => t.latency)),
        'p95 ms': aloneP95,
        'max ms': maxOf(alone.timed.map((t) => t.latency)),
        seconds,
      },
      'list during fan-out': {
        requests: inWindow.length,
        'p50 ms': p50(inWindow.map((t) => t.latency)),
        'p95 ms': duringP95,
        'max ms': maxOf(inWindow.map((t) => t.latency)),
        seconds: Number(runS.toFixed(2)),
      },
      'list after it (deliveries)': {
        requests: after.length,
        'p50 ms': p50(after.map((t) => t.latency)),
        'p95 ms': p95(after.map((t) => t.latency)),
        'max ms': maxOf(after.map((t) => t.latency)),
        seconds: afterSeconds,
      },
    });
    console.log(`  p95 during / alone: ${ratio.toFixed(2)} (goal ≤ 2), non-200 answers: ${errors}`);
    console.log(
      `  fan-out: published to claimed ${claimAt ? ((claimAt - publishedAt) / 1000).toFixed(2) : '?'} s (scheduler poll), claimed to last notification ${runS.toFixed(2)} s, published to last notification ${fanoutS.toFixed(2)} s (goal ≤ ${FANOUT_GOAL_S} s); the publishing process took ${((publishedAt - spawnedAt) / 1000).toFixed(2)} s to start and publish`,
    );
    const deliveries = db
      .prepare(
        `select d.state, d.queued, count(*) as n from notification_delivery d join notification n on n.id = d.notification_id where n.link = ? group by d.state, d.queued`,
      )
      .all(link) as { state: string; queued: number; n: number }[];
    console.log(
      `  their deliveries ${afterSeconds} s after the last notification: ${deliveries.map((d) => `${d.n} ${d.state}${d.state === 'pending' ? (d.queued ? ' (job scheduled)' : ' (not yet relayed)') : ''}`).join(', ')}`,
    );
    const exact = n === searches && keys === searches && hits === searches;
    console.log(
      `  notifications written: ${n} (${keys} distinct, ${hits} hits recorded) for ${searches} searches: ${exact ? 'exactly one per search' : 'NOT one per search'}`,
    );
    if (!exact || doneAt === null) process.exitCode = 1;
  } finally {
    db.close();
    await stopServer(server);
  }
}

function maxOf(values: number[]): number {
  return values.reduce((m, v) => Math.max(m, v), -Infinity);
}

function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
