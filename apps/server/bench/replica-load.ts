import { LOCALES } from '@vaga/contract';
import { sitemapPath } from '../src/modules/seo/seo.service.ts';
import { BENCH_ENDPOINTS } from './endpoints.ts';
import { BROWSER_HEADERS } from './load.ts';

/**
 * The public read load of the replica bench (bench/replica.ts): requests a fresh server answers
 * from the database, each path once (a path asked again within 10 s would come from the page
 * cache): the uncached keyword searches, class lists and suggestions of BENCH_ENDPOINTS, the
 * vacancy detail and the server-rendered vacancy page of vacancies found in those lists, the
 * server-rendered job list of each class, and the sitemaps.
 */
export function replicaLoadPaths(vacancyIds: number[]): string[] {
  const uncached = (name: string) => BENCH_ENDPOINTS.find((e) => e.name === name)!.paths;
  const every = Math.max(1, Math.floor(vacancyIds.length / 500));
  const sampled = vacancyIds.filter((_, i) => i % every === 0).slice(0, 500);
  return [
    ...uncached('keyword search, uncached'),
    ...uncached('vacancy list, uncached'),
    // 100: the suggestions' limit (600 a minute per client) is counted across instances.
    ...uncached('suggestions (pt), uncached').slice(0, 100),
    ...sampled.slice(0, 400).map((id) => `/service/DeJobSeekApi/v1/joboffers/${id}`),
    ...sampled.slice(400).map((id) => `/job-service/job/${id}`),
    ...Array.from({ length: 18 }, (_, g) => `/job-service/job-list?type=local&groupId=${g + 1}`),
    '/sitemap.xml',
    ...LOCALES.map((locale) => sitemapPath(locale)),
  ];
}

/** The suggestions are asked in Portuguese, as in the bench's endpoint table. */
const headersOf = (path: string): Record<string, string> =>
  path.includes('/suggestions?')
    ? { ...BROWSER_HEADERS, 'accept-language': 'pt' }
    : BROWSER_HEADERS;

export interface RoundResult {
  /** Every request's latency (ms). */
  latencies: number[];
  /** Answers other than 2xx, by status. */
  failures: Record<number, number>;
}

/**
 * Asks every path once, `connections` at a time (each connection takes the next path when its
 * answer is read to the end), and answers the latencies.
 */
export async function runRound(
  baseUrl: string,
  paths: string[],
  connections: number,
): Promise<RoundResult> {
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const started = performance.now();
      const res = await fetch(baseUrl + path, { headers: headersOf(path) });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!res.ok) failures[res.status] = (failures[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, failures };
}

/** The ids on the uncached class lists' pages, as the server at `baseUrl` answers them. */
export async function listedVacancyIds(baseUrl: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const path of BENCH_ENDPOINTS.find((e) => e.name === 'vacancy list, uncached')!.paths) {
    const res = await fetch(baseUrl + path);
    if (!res.ok) continue;
    const page = (await res.json()) as { content?: { id: number }[] };
    for (const card of page.content ?? []) ids.add(card.id);
  }
  return [...ids].sort((a, b) => a - b);
}
