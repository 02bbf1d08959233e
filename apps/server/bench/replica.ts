/**
 * `npm run bench -- --replica`: what a streaming replica (DATABASE_READ_URL) takes off the
 * primary. A primary and a streaming replica of their own (test/deploy/replica-cluster.ts:
 * initdb + pg_basebackup, pg_stat_statements loaded on both), the primary seeded with
 * BENCH_VACANCIES (20,000) by the bench's seed; then the same public read load on the compiled
 * server once with only DATABASE_URL (the primary), once with DATABASE_READ_URL on the replica,
 * then both again while a writer registers BENCH_REPLICA_WRITES residents a round (100, one every
 * BENCH_REPLICA_WRITE_MS, 100; 0 leaves these passes out) for a fair on the primary.
 *
 * The load (bench/replica-load.ts) is a fixed list of requests a fresh server answers from the
 * database (uncached keyword searches, class lists, suggestions, vacancy details and pages, the
 * job lists, the sitemaps), each path once, BENCH_REPLICA_CONNECTIONS (4) at a time. A pass is a
 * warm-up round, then BENCH_REPLICA_ROUNDS (3) measured rounds, each on a freshly started server
 * (so every request misses its caches), measured from its readiness to the load's end. For each
 * pass it prints the CPU time (user + system, /proc) of every process of each cluster, the
 * statements each ran and their rows and execution time (pg_stat_statements), the share of the
 * primary's statements and CPU the replica took (against the pass before on the primary alone),
 * where the server says its statements went (vaga_db_read_statements), and the p50/p95 of the
 * reads and of the registrations. CPU time and statement counts depend far less on the machine's
 * load than rates: they are the figures to quote. Linux only; run as root (the clusters run as
 * the postgres user).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { metric, startReplicaPair, type ReplicaPair } from '../test/deploy/replica-cluster.ts';
import { freePort, quantile } from './bench-util.ts';
import { seedOnce, startServer, stopServer, type BenchDatabase } from './database-pass.ts';
import {
  NOTHING,
  plus,
  readCluster,
  replicaCaughtUp,
  since,
  type ClusterReading,
} from './replica-measure.ts';
import { listedVacancyIds, replicaLoadPaths, runRound } from './replica-load.ts';
import { prepareWriters, register, type Writers } from './replica-writer.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(serverDir, '../web/dist');
const VACANCIES = Number(process.env.BENCH_VACANCIES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_REPLICA_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_REPLICA_CONNECTIONS ?? 4);
/** Registrations a round in the passes with a writer (0: no such passes), and their pace. */
const WRITES = Number(process.env.BENCH_REPLICA_WRITES ?? 100);
const WRITE_EVERY_MS = Number(process.env.BENCH_REPLICA_WRITE_MS ?? 100);
const READ = 'vaga_db_read_statements';
const TARGETS = ['replica', 'primary', 'fallback'] as const;

interface Clusters {
  pair: ReplicaPair;
  replica: pg.Client;
}

interface PassResult {
  pass: string;
  requests: number;
  failures: Record<number, number>;
  /** The load's time, summed over the rounds. */
  seconds: number;
  primary: ClusterReading;
  replica: ClusterReading;
  /** Where the server says its statements went (vaga_db_read_statements, summed over rounds). */
  routed: Record<(typeof TARGETS)[number], number>;
  p50: number;
  p95: number;
  /** The writer's registrations (passes with a writer). */
  registrations: number[];
  refused: number;
}

/** A pass's writer: its fair, and the seekers of each round (the warm-up's first). */
interface Writer {
  event: Writers['events'][number];
  tokens: string[];
}

const readBoth = async ({ pair, replica }: Clusters) => ({
  primary: await readCluster(pair.primaryDir, pair.primary),
  replica: await readCluster(pair.replicaDir, replica),
});

/**
 * A server on the primary (and, with `readUrl`, the replica) on a fresh start, the load, then
 * the stop; each cluster's work is read from the server's readiness to the load's end (its
 * start and stop, a bench's artefact, are left out).
 */
async function round(
  clusters: Clusters,
  readUrl: string | undefined,
  paths: string[],
  writer: { event: Writer['event']; tokens: string[] } | null,
) {
  const metricsPort = await freePort();
  const database: BenchDatabase = { kind: 'postgres', url: clusters.pair.primaryUrl };
  const { baseUrl, server } = await startServer(database, serverDir, webDist, {
    DATABASE_READ_URL: readUrl,
    METRICS_PORT: String(metricsPort),
  });
  try {
    const before = await readBoth(clusters);
    const started = performance.now();
    const [result, written] = await Promise.all([
      runRound(baseUrl, paths, CONNECTIONS),
      writer
        ? register(baseUrl, writer.tokens, writer.event, WRITE_EVERY_MS)
        : { latencies: [], refused: 0 },
    ]);
    const seconds = (performance.now() - started) / 1000;
    const after = await readBoth(clusters);
    const routed = { replica: 0, primary: 0, fallback: 0 };
    for (const target of TARGETS)
      routed[target] = await metric(`http://127.0.0.1:${metricsPort}`, READ, `target="${target}"`);
    return {
      ...result,
      routed,
      written,
      seconds,
      primary: since(before.primary, after.primary),
      replica: since(before.replica, after.replica),
    };
  } finally {
    await stopServer(server);
  }
}

async function pass(
  clusters: Clusters,
  name: string,
  readUrl: string | undefined,
  paths: string[],
  writer: Writer | null = null,
): Promise<PassResult> {
  const tokensOf = (i: number) =>
    writer && { event: writer.event, tokens: writer.tokens.slice(i * WRITES, (i + 1) * WRITES) };
  await round(clusters, readUrl, paths, tokensOf(0));
  let seconds = 0;
  let primary = NOTHING;
  let replica = NOTHING;
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  const routed = { replica: 0, primary: 0, fallback: 0 };
  const registrations: number[] = [];
  let refused = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const result = await round(clusters, readUrl, paths, tokensOf(i + 1));
    seconds += result.seconds;
    primary = plus(primary, result.primary);
    replica = plus(replica, result.replica);
    latencies.push(...result.latencies);
    registrations.push(...result.written.latencies);
    refused += result.written.refused;
    for (const [status, count] of Object.entries(result.failures))
      failures[Number(status)] = (failures[Number(status)] ?? 0) + count;
    for (const target of TARGETS) routed[target] += result.routed[target];
  }
  return {
    pass: name,
    requests: latencies.length,
    failures,
    seconds,
    primary,
    replica,
    routed,
    p50: latencyMs(latencies, 0.5),
    p95: latencyMs(latencies, 0.95),
    registrations,
    refused,
  };
}

const ms = (micros: number) => Math.round(micros / 1000);
/** A latency quantile (ms, two decimals). */
const latencyMs = (values: number[], q: number) => Number(quantile(values, q).toFixed(2));
const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((1 - part / whole) * 100)} %` : '–';

/** Each pass beside the one before it with the primary alone (its baseline). */
function table(passes: PassResult[]) {
  return passes.map((p, i) => {
    const alone = i % 2 === 0 ? p : passes[i - 1]!;
    return row(p, alone);
  });
}

function row(p: PassResult, alone: PassResult) {
  return {
    pass: p.pass,
    requests: p.requests,
    'non-2xx': Object.values(p.failures).reduce((s, n) => s + n, 0),
    'load s': Number(p.seconds.toFixed(1)),
    'primary CPU ms': ms(p.primary.cpuMicros),
    'replica CPU ms': ms(p.replica.cpuMicros),
    'primary statements': p.primary.statements,
    'replica statements': p.replica.statements,
    'primary exec ms': Math.round(p.primary.execMs),
    'replica exec ms': Math.round(p.replica.execMs),
    'statements off primary': share(p.primary.statements, alone.primary.statements),
    'CPU off primary': share(p.primary.cpuMicros, alone.primary.cpuMicros),
    'p50 ms': p.p50,
    'p95 ms': p.p95,
    registrations: p.registrations.length,
    'reg. p50 ms': p.registrations.length ? latencyMs(p.registrations, 0.5) : '–',
    'reg. p95 ms': p.registrations.length ? latencyMs(p.registrations, 0.95) : '–',
  };
}

export async function replicaBench(): Promise<void> {
  console.log(
    `Load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const pair = await startReplicaPair({
    settings: ['shared_preload_libraries=pg_stat_statements'],
  });
  const replica = new pg.Client({ connectionString: pair.replicaUrl });
  try {
    await replica.connect();
    await pair.primary.query('create extension if not exists pg_stat_statements');
    await seedOnce({ kind: 'postgres', url: pair.primaryUrl }, VACANCIES, serverDir);
    await pair.primary.query('vacuum analyze');
    await replicaCaughtUp(pair.primary, replica);
    // The vacancies the load asks for: those the class lists show (a server on the primary).
    const { baseUrl, server } = await startServer(
      { kind: 'postgres', url: pair.primaryUrl },
      serverDir,
      webDist,
      { DATABASE_READ_URL: undefined },
    );
    const ids = await listedVacancyIds(baseUrl).finally(() => stopServer(server));
    const paths = replicaLoadPaths(ids);
    console.log(
      `${VACANCIES} vacancies; ${paths.length} distinct public reads a round, ${CONNECTIONS} at a time; a warm-up round, then ${ROUNDS} measured rounds a pass, each on a fresh server`,
    );
    const clusters = { pair, replica };
    const passes = [
      await pass(clusters, 'primary only', undefined, paths),
      await pass(clusters, 'DATABASE_READ_URL: replica', pair.replicaUrl, paths),
    ];
    if (WRITES > 0) {
      const writers = await prepareWriters(pair.primaryUrl, WRITES * (ROUNDS + 1), 2);
      await replicaCaughtUp(pair.primary, replica);
      const [alone, withReplica] = writers.events.map((event) => ({
        event: event,
        tokens: writers.tokens,
      }));
      passes.push(
        await pass(clusters, 'primary only + registrations', undefined, paths, alone),
        await pass(clusters, 'replica + registrations', pair.replicaUrl, paths, withReplica),
      );
    }
    console.table(table(passes));
    for (const p of passes) {
      const routed = TARGETS.map((t) => `${t} ${p.routed[t]}`).join(', ');
      const failed = JSON.stringify(p.failures);
      console.log(
        `${p.pass}: the server's read statements: ${routed}; non-2xx by status ${failed}`,
      );
    }
    console.log(
      `Load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await replica.end().catch(() => {});
    await pair.close();
  }
}
