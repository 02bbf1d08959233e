import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { skipBodyText } from './load.ts';

const DE = '/service/DeJobSeekApi';
const LIST_PATHS = [1, 2, 3, 4, 5].map(
  (g) => `${DE}/v1/joboffers/localvancancy?categoryGroupId=${g}&page=3&size=10`,
);

export interface FloodResult {
  listAlone: { requestsPerSecond: number; p50: number; p99: number; max: number };
  listDuringFlood: { requestsPerSecond: number; p50: number; p99: number; max: number };
  flood: {
    requests: number;
    pdfs: number;
    /** SERVER_BUSY answers (503): over the account's or the server's PDF cap. */
    busy: number;
    /** Rate-limited answers (429). */
    limited: number;
    otherNon2xx: number;
    p99: number;
  };
}

/** A session token of the demo resident, opened in a separate process on the bench database. */
export function residentToken(serverDir: string, databaseUrl: string): string {
  const run = spawnSync('node', ['--import', 'tsx', 'bench/flood-session.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED: 'none', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const token = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !/^[A-Za-z0-9_-]{43}$/.test(token))
    throw new Error(`no session for the flood: ${run.stderr}`);
  return token;
}

/** Another client's vacancy list: five class pages at page 3 (kept by the page cache). */
export function listLoad(baseUrl: string, seconds: number, connections: number) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: LIST_PATHS.map((path) => ({ method: 'GET' as const, path })),
    setupClient: skipBodyText,
  });
}

export function summary(r: autocannon.Result) {
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
  };
}

/**
 * Another client's vacancy list (`connections` connections), first alone and then while one
 * resident account floods CV-PDF generation with 20 connections, in the same run.
 */
export async function pdfFlood(
  baseUrl: string,
  token: string,
  options: { seconds: number; connections: number },
): Promise<FloodResult> {
  const alone = await listLoad(baseUrl, options.seconds, options.connections);
  const statuses: Record<number, number> = {};
  const langs = ['zh', 'pt', 'en'];
  let i = 0;
  const floodRun = autocannon({
    url: baseUrl,
    setupClient: skipBodyText,
    connections: 20,
    duration: options.seconds + 1,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: `/service/api/v1/cvs?lang=${langs[i++ % langs.length]}`,
        }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  // Let the flood fill the server's PDF queue before the list is measured.
  await new Promise((r) => setTimeout(r, 500));
  const during = await listLoad(baseUrl, options.seconds, options.connections);
  const flood = await floodRun;
  const total = Object.values(statuses).reduce((s, n) => s + n, 0);
  const pdfs = statuses[200] ?? 0;
  const busy = statuses[503] ?? 0;
  const limited = statuses[429] ?? 0;
  return {
    listAlone: summary(alone),
    listDuringFlood: summary(during),
    flood: {
      requests: total,
      pdfs,
      busy,
      limited,
      otherNon2xx: total - pdfs - busy - limited,
      p99: flood.latency.p99,
    },
  };
}
