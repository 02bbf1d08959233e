/**
 * The search page's statement alone, in process, on PostgreSQL: the bench's 400 uncached
 * keyword pages (8 keywords × 50, as "keyword search, uncached" in endpoints.ts) read through
 * JobOfferListRepository.page() as the search route reads them, with the last tier read month
 * by month (the list's publication order, SearchPageOptions.byPublication) and, interleaved page
 * by page on the same connection, read whole. Each way keeps its own prepared statement, so both
 * run on their kept plans after their first pages. Prints p50/p95 of each way, by pass and by
 * keyword. No HTTP, no cards: what the statement costs, apart from the rest of a request.
 *
 *   npx tsx bench/search-statement.ts [postgres://…/vaga_bench]   (BENCH_PASSES, 3)
 */
import { createDatabase } from '../src/db/database.ts';
import { JobOfferListRepository } from '../src/modules/joboffers/joboffer-list.repository.ts';
import { publishedSince } from '../src/modules/joboffers/listed-since.ts';
import { compileSearch } from '../src/modules/joboffers/search/query-builder.ts';
import {
  SearchRepository,
  type SearchPageOptions,
} from '../src/modules/joboffers/search/search.repository.ts';
import type { CompiledSearch } from '../src/modules/joboffers/search/query-builder.ts';
import { median } from './bench-util.ts';
import { postgresDatabase } from './database-pass.ts';
import { UNCACHED_KEYWORDS } from './endpoints.ts';

/** The search as it was before the months: the last tier read whole, whatever the order. */
class WholeLastTier extends SearchRepository {
  override page<R extends object = object>(search: CompiledSearch, options: SearchPageOptions<R>) {
    return super.page<R>(search, { ...options, byPublication: undefined });
  }
}

const url = process.argv[2] ?? postgresDatabase().url;
const passes = Number(process.env.BENCH_PASSES ?? 3);
const handle = createDatabase(url, { poolSize: 1 });
const noReferences = () => {
  throw new Error('no rows are read');
};
const ways = {
  'by month': new JobOfferListRepository(
    handle.db,
    new SearchRepository(handle.db, 'postgres'),
    noReferences,
  ),
  whole: new JobOfferListRepository(
    handle.db,
    new WholeLastTier(handle.db, 'postgres'),
    noReferences,
  ),
};
const listedSince = publishedSince(new Date(), 'expiresAt').toISOString();
const times: Record<string, Record<string, number[]>> = {};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const quantiles = (xs: number[]) => `p50 ${median(xs).toFixed(2)} ms, p95 ${p95(xs).toFixed(2)} ms`;

for (let pass = 0; pass < passes; pass++) {
  const byPass: Record<string, number[]> = {};
  for (const keyword of UNCACHED_KEYWORDS) {
    const search = compileSearch(keyword);
    if (!search) throw new Error(`${keyword}: nothing to search`);
    for (let page = 0; page < 50; page++) {
      const criteria = {
        localOnly: true,
        listedSince,
        search,
        sort: 'relevance' as const,
        offset: page * 10,
        limit: 10,
      };
      // Each way first in turn, so neither always meets the other's warm cache.
      const order =
        page % 2 === 0 ? (['by month', 'whole'] as const) : (['whole', 'by month'] as const);
      const totals: number[] = [];
      for (const way of order) {
        const started = performance.now();
        totals.push((await ways[way].page(criteria)).total);
        const ms = performance.now() - started;
        ((times[way] ??= {})[keyword] ??= []).push(ms);
        (byPass[way] ??= []).push(ms);
      }
      if (totals[0] !== totals[1]) throw new Error(`${keyword} page ${page}: totals differ`);
    }
  }
  for (const [way, xs] of Object.entries(byPass)) {
    console.log(`pass ${pass + 1} ${way}: ${quantiles(xs)}`);
  }
}
for (const keyword of UNCACHED_KEYWORDS) {
  const line = Object.entries(times)
    .map(([way, byKeyword]) => `${way} ${quantiles(byKeyword[keyword] ?? [])}`)
    .join(' | ');
  console.log(`${keyword}: ${line}`);
}
await handle.close();
