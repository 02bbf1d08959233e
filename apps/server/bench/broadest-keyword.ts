/**
 * The broadest keyword's uncached pages through HTTP: `training` (about 58,000 hits at 100,000
 * vacancies), pages 0–49, once per salary bound (1,000, 1,500, 2,000 MOP) so that no page is
 * answered from the page cache. Prints p50, p95 and the slowest page of each bound.
 *
 *   npx tsx bench/broadest-keyword.ts http://127.0.0.1:4601
 */
import { DE } from './endpoints.ts';
import { sequentialLatency } from './load.ts';

const base = process.argv[2];
if (!base) throw new Error('usage: broadest-keyword.ts <server url>');

for (const bound of [1000, 1500, 2000]) {
  const paths = Array.from(
    { length: 50 },
    (_, page) =>
      `${DE}/v1/joboffers/search?keyword=training&page=${page}&size=10&equivalentMonthlySalaryFrom=${bound}`,
  );
  const r = await sequentialLatency(base, paths, paths.length, { 'accept-language': 'en' });
  if (r.failures > 0) throw new Error(`${r.failures} failed requests`);
  const ms = (x: number) => x.toFixed(1);
  console.log(
    `training from ${bound} MOP: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, slowest ${ms(r.max)} ms`,
  );
}
