/**
 * Uncached keyword search under 100 connections. Each request is another
 * keyword, page or page size (9,600 paths), so none meets a kept page within the run. Run by
 * `npm run bench`, or on its own against a running server:
 * `npx tsx bench/search-flood.ts <baseUrl> [serverPid] [seconds]`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { listLoad, summary } from './flood.ts';
import { BROWSER_HEADERS, skipBodyText } from './load.ts';

const SEARCH = '/service/DeJobSeekApi/v1/joboffers/search';
const WORDS = ['廚師', '保安', 'cook', 'cozinheiro', '文員', 'direccao', '侍應', '清潔'];
const MORE_WORDS = ['sales', 'driver', '司機', '售貨', 'clerk', 'chef', 'tutor', 'security'];
const CONNECTIONS = 100;

const paths: string[] = [];
for (let size = 10; size < 20; size++)
  for (let page = 0; page < 60; page++)
    for (const word of [...WORDS, ...MORE_WORDS])
      paths.push(`${SEARCH}?keyword=${encodeURIComponent(word)}&page=${page}&size=${size}`);

export interface SearchFloodResult {
  listAlone: ReturnType<typeof summary>;
  listDuringFlood: ReturnType<typeof summary>;
  flood: {
    requestsPerSecond: number;
    /** Searches answered with a page. */
    pages: number;
    /** SERVER_BUSY answers (503): refused by the compute gate. */
    busy: number;
    other: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    /** Peak resident memory of the server (MB), sampled every 200 ms; null without its pid. */
    peakRssMb: number | null;
  };
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Another client's vacancy list (`connections` connections), alone and then during 100
 * connections of uncached searches (started half a second earlier, ended with it).
 */
export async function searchFlood(
  baseUrl: string,
  options: { seconds: number; connections: number; pid?: number },
): Promise<SearchFloodResult> {
  const alone = await listLoad(baseUrl, options.seconds, options.connections);
  const { pid } = options;
  let peak = 0;
  const sampler = pid
    ? setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 200)
    : null;
  const statuses: Record<number, number> = {};
  let next = 0;
  const floodRun = autocannon({
    url: baseUrl,
    setupClient: skipBodyText,
    connections: CONNECTIONS,
    duration: options.seconds + 1,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 500));
  const during = await listLoad(baseUrl, options.seconds, options.connections);
  const flood = await floodRun;
  if (sampler) clearInterval(sampler);
  const total = Object.values(statuses).reduce((s, n) => s + n, 0);
  const pages = statuses[200] ?? 0;
  const busy = statuses[503] ?? 0;
  return {
    listAlone: summary(alone),
    listDuringFlood: summary(during),
    flood: {
      requestsPerSecond: flood.requests.average,
      pages,
      busy,
      other: total - pages - busy,
      p50: flood.latency.p50,
      p99: flood.latency.p99,
      max: flood.latency.max,
      errors: flood.errors,
      peakRssMb: pid ? Math.round(peak) : null,
    },
  };
}

/** One line of the flood's own figures. */
export function describeSearchFlood({ flood: f }: SearchFloodResult): string {
  const rss = f.peakRssMb === null ? '' : `, server peak RSS ${f.peakRssMb} MB`;
  return `search flood: ${f.requestsPerSecond} req/s (${f.pages} pages, ${f.busy} SERVER_BUSY, ${f.other} other, ${f.errors} errors), p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms${rss}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, pid, seconds] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: search-flood.ts <baseUrl> [serverPid] [seconds]');
  const result = await searchFlood(baseUrl, {
    seconds: Number(seconds ?? 10),
    connections: 10,
    pid: pid ? Number(pid) : undefined,
  });
  console.table({ 'list alone': result.listAlone, 'list during flood': result.listDuringFlood });
  console.log(describeSearchFlood(result));
}
