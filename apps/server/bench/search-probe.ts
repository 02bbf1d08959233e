/**
 * Compares the uncached keyword search of running servers in one run: the bench's 400 search
 * paths ("keyword search, uncached" in endpoints.ts), sequentially, one pass per server in turn,
 * BENCH_PASSES (3) times, so every server meets the same machine load. Each pass starts once the
 * pages of the one before have left the page cache (PAGE_CACHE_TTL_MS), so no page is answered
 * from it. Prints each pass's p50/p95 and the medians.
 *
 *   npx tsx bench/search-probe.ts before=http://127.0.0.1:4601 after=http://127.0.0.1:4602
 */
import { PAGE_CACHE_TTL_MS } from '../src/modules/joboffers/page-cache.ts';
import { median } from './bench-util.ts';
import { BENCH_ENDPOINTS } from './endpoints.ts';
import { sequentialLatency } from './load.ts';

const targets = process.argv.slice(2).map((arg) => {
  const [name, url] = arg.split('=');
  if (!name || !url) throw new Error(`expected name=url, got ${arg}`);
  return { name, url };
});
const endpoint = BENCH_ENDPOINTS.find((e) => e.name === 'keyword search, uncached');
if (!endpoint || targets.length === 0) throw new Error('nothing to probe');
const passes = Number(process.env.BENCH_PASSES ?? 3);

const results = new Map<string, { p50: number; p95: number }[]>();
for (let pass = 0; pass < passes; pass++) {
  for (const { name, url } of targets) {
    if (pass > 0) await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_TTL_MS + 500));
    const r = await sequentialLatency(url, endpoint.paths, endpoint.paths.length);
    if (r.failures > 0) throw new Error(`${name}: ${r.failures} failed requests`);
    results.set(name, [...(results.get(name) ?? []), r]);
    console.log(`pass ${pass + 1} ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
  }
}

for (const [name, runs] of results) {
  const p50 = median(runs.map((r) => r.p50));
  const p95 = median(runs.map((r) => r.p95));
  console.log(`${name}: median p50 ${p50.toFixed(1)} ms, median p95 ${p95.toFixed(1)} ms`);
}
