import { BENCH_ENDPOINTS } from './endpoints.ts';
import { loadPath } from './load.ts';
const base = 'http://127.0.0.1:4620', bare = 'http://127.0.0.1:4601';
const loaded = BENCH_ENDPOINTS.filter((e) => !e.sequentialOnly);
for (const e of loaded) await loadPath(e.bare ? bare : base, e.name, e.paths[0], { seconds: 1, connections: 10, headers: e.headers });
for (let round = 0; round < 3; round++) {
  const rps: number[] = [];
  for (const e of loaded) rps.push((await loadPath(e.bare ? bare : base, e.name, e.paths[0], { seconds: 4, connections: 10, headers: e.headers })).requestsPerSecond);
  console.log(rps.map((r) => (r / rps[0]).toFixed(2)).join(' '), Math.round(rps[0]));
}
