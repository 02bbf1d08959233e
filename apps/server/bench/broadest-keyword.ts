/**
 * The broadest keyword's uncached pages through HTTP: `training` (about 58,000 hits at 100,000
 * vacancies), pages 0–49, once per salary bound (1,000, 1,500, 2,000 MOP) so that no page is
 * answered from the page cache. Prints p50, p95 and the slowest page of each bound.
 *
 *   npx tsx bench/broadest-keyword.ts http://127.0.0.1:4601
 */
import { DE } from './endpoints.ts';

const base = process.argv[2];
if (!base) throw new Error('usage: broadest-keyword.ts <server url>');
const PAGES = 50;

for (const bound of [1000, 1500, 2000]) {
  const times: number[] = [];
  for (let page = 0; page < PAGES; page++) {
    const url = `${base}${DE}/v1/joboffers/search?keyword=training&page=${page}&size=10&equivalentMonthlySalaryFrom=${bound}`;
    const start = performance.now();
    const res = await fetch(url, {
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(PAGES - 1, Math.floor(q * PAGES))].toFixed(1);
  console.log(
    `training from ${bound} MOP: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`,
  );
}
