/**
 * Uncached keyword search under 100 connections (issue 15, finding 7.3), against a running
 * server: `npx tsx bench/search-flood.ts <baseUrl> [serverPid]`. Each request is another keyword,
 * page or page size (9,600 paths), so none meets a kept page within the run; prints the rate,
 * latencies, errors and, given the server's pid, its peak resident memory (sampled every 200 ms).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './load.ts';

const SEARCH = '/service/DeJobSeekApi/v1/joboffers/search';
const WORDS = ['廚師', '保安', 'cook', 'cozinheiro', '文員', 'direccao', '侍應', '清潔'];
const MORE_WORDS = ['sales', 'driver', '司機', '售貨', 'clerk', 'chef', 'tutor', 'security'];

const paths: string[] = [];
for (let size = 10; size < 20; size++)
  for (let page = 0; page < 60; page++)
    for (const word of [...WORDS, ...MORE_WORDS])
      paths.push(`${SEARCH}?keyword=${encodeURIComponent(word)}&page=${page}&size=${size}`);

const [baseUrl, pid] = process.argv.slice(2);
if (!baseUrl) throw new Error('usage: search-flood.ts <baseUrl> [serverPid]');

function residentMegabytes(): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

let peak = 0;
const sampler = pid ? setInterval(() => (peak = Math.max(peak, residentMegabytes())), 200) : null;
let next = 0;
const result = await autocannon({
  url: baseUrl,
  connections: 100,
  duration: 10,
  headers: BROWSER_HEADERS,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
if (sampler) clearInterval(sampler);
console.log(
  `uncached search, 100 connections: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, non-2xx ${result.non2xx}, errors ${result.errors}${pid ? `, peak RSS ${peak.toFixed(0)} MB` : ''}`,
);
