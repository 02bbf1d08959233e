/**
 * `npm run bench -- --logging`: what the request lines cost. In one run it loads
 * `/healthz` on the bare Fastify reference and on the compiled Vaga server started three times,
 * as production runs it but for its log level: `info` (the default: the sampled access log),
 * `warn` (no request line) and `debug` (Fastify's two lines of every request, which `info` wrote
 * before). Each server's log goes to a pipe this process reads and drops, as a log collector
 * would read it. Rounds go through the four servers in turn (BENCH_ROUNDS rounds of
 * BENCH_SECONDS s, BENCH_CONNECTIONS connections); each ratio is taken to the reference of its
 * own round, then the median of the rounds. The server's database is an empty SQLite file
 * (`/healthz` reads none). Ports: LOGGING_PORT and the three after it (default: free ones).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, productionServerEnv, waitUntilReady } from './bench-util.ts';
import { stopServer } from './database-pass.ts';
import { loadPath, type LoadResult } from './load.ts';
import { SERVER_NODE_ARGS } from '../src/node-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');

/** The log levels measured, with what each writes per request. */
const LEVELS = [
  ['info', 'default: sampled access log'],
  ['warn', 'no request line'],
  ['debug', 'two lines per request'],
] as const;

export interface LoggingRow {
  server: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'vs bare': string;
  'log lines': number;
}

async function portAt(offset: number): Promise<number> {
  const base = Number(process.env.LOGGING_PORT ?? 0);
  return base > 0 ? base + offset : freePort();
}

/** Counts the lines a server writes and drops them. */
function drain(server: ChildProcess): { lines: number } {
  const counted = { lines: 0 };
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) counted.lines += 1;
  });
  return counted;
}

export async function loggingBench(): Promise<LoggingRow[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const dir = path.join(root, '.tmp', 'bench', 'logging');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const servers: { name: string; url: string; process: ChildProcess; log: { lines: number } }[] =
    [];
  try {
    const barePort = await portAt(0);
    const bare = spawn('node', ['--import', 'tsx', 'bench/bare-fastify.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    servers.push({
      name: 'bare Fastify 5 (reference)',
      url: `http://127.0.0.1:${barePort}`,
      process: bare,
      log: drain(bare),
    });
    for (const [index, [level, what]] of LEVELS.entries()) {
      const port = await portAt(index + 1);
      const server = spawn('node', SERVER_NODE_ARGS, {
        cwd: serverDir,
        env: {
          ...productionServerEnv(port, `sqlite:${path.join(dir, `${level}.db`)}`),
          LOG_LEVEL: level,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      servers.push({
        name: `Vaga /healthz, LOG_LEVEL=${level} (${what})`,
        url: `http://127.0.0.1:${port}`,
        process: server,
        log: drain(server),
      });
    }
    await waitUntilReady(servers.map((s) => `${s.url}/healthz`));

    const load = (server: (typeof servers)[number], time: number) =>
      loadPath(server.url, server.name, '/healthz', { seconds: time, connections });
    for (const server of servers) await load(server, 1);
    const results = new Map<string, LoadResult[]>();
    const linesBefore = new Map(servers.map((s) => [s.name, s.log.lines]));
    for (let round = 0; round < rounds; round += 1) {
      for (const server of servers) {
        const result = await load(server, seconds);
        results.set(server.name, [...(results.get(server.name) ?? []), result]);
      }
    }
    const reference = results.get(servers[0].name)!.map((r) => r.requestsPerSecond);
    return servers.map((server) => {
      const runs = results.get(server.name)!;
      return {
        server: server.name,
        'req/s': Math.round(median(runs.map((r) => r.requestsPerSecond))),
        'p50 ms': median(runs.map((r) => r.p50)),
        'p99 ms': median(runs.map((r) => r.p99)),
        'vs bare': median(runs.map((r, i) => r.requestsPerSecond / reference[i])).toFixed(2),
        'log lines': server.log.lines - (linesBefore.get(server.name) ?? 0),
      };
    });
  } finally {
    await Promise.all(servers.map((s) => stopServer(s.process)));
  }
}

/** Runs the logging bench and prints its table. */
export async function logging(): Promise<void> {
  const rows = await loggingBench();
  console.log(
    `\nRequest logging: /healthz, ${process.env.BENCH_CONNECTIONS ?? 10} connections, ${process.env.BENCH_ROUNDS ?? 5} × ${process.env.BENCH_SECONDS ?? 5} s per server (medians; vs bare: median of each round's ratio to the reference of that round); log lines: written during the rounds`,
  );
  console.table(rows);
  const info = rows.find((r) => r.server.includes('LOG_LEVEL=info'));
  const warn = rows.find((r) => r.server.includes('LOG_LEVEL=warn'));
  if (info && warn) {
    const cost = 1 - Number(info['vs bare']) / Number(warn['vs bare']);
    console.log(
      `  the default level (info) costs ${(cost * 100).toFixed(1)} % of the speed at warn (goal ≤ 10 %)`,
    );
  }
}
