import type { DatabaseKind, EndpointRow } from './database-pass.ts';
import { LIST, LIST_SORTED_BY_FIT, LIST_WITH_FIT } from './endpoints.ts';
import type { LighthouseRow } from './lighthouse.ts';

export interface GoalCheck {
  goal: string;
  measured: string;
  met: boolean;
}

const HEALTHZ = 'Vaga /healthz';
const DETAIL = 'vacancy detail (52)';
const UNCACHED_SEARCH = 'keyword search, uncached';
const BARE = 'bare Fastify 5 (reference)';
const SSR_LIST = 'server-rendered job list';

/**
 * The skill fit's goal: the class list with the seeker's fit (on the cards, and sorted by it) serves
 * at least two thirds of the requests per second of the same list without it (within 1.5×).
 */
export function checkFitGoals(passes: { kind: DatabaseKind; rows: EndpointRow[] }[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const { kind, rows } of passes) {
    const rate = (name: string) => rows.find((r) => r.endpoint === name)?.['req/s'];
    const list = rate(LIST);
    for (const name of [LIST_WITH_FIT, LIST_SORTED_BY_FIT]) {
      const fit = rate(name);
      const slower = list !== undefined && fit ? list / fit : undefined;
      checks.push({
        goal: `${kind}: ${name} within 1.5× the list without fit`,
        measured:
          slower === undefined
            ? 'not measured'
            : `${slower.toFixed(2)}× slower (${fit} vs ${list} req/s)`,
        met: slower !== undefined && slower <= 1.5,
      });
    }
  }
  return checks;
}

/** The server-rendered pages' goal: the cached server-rendered job list serves ≥ 0.3 × bare Fastify. */
export function checkPageGoals(passes: { kind: DatabaseKind; rows: EndpointRow[] }[]): GoalCheck[] {
  return passes.map(({ kind, rows }) => {
    const list = Number(rows.find((r) => r.endpoint === SSR_LIST)?.['vs bare'] ?? Number.NaN);
    return {
      goal: `${kind}: server-rendered job list (cached) ≥ 0.3 ×`,
      measured: Number.isNaN(list) ? 'not measured' : list.toFixed(2),
      met: list >= 0.3,
    };
  });
}

/**
 * The pages' goals for each page Lighthouse measures (the median of its runs): performance ≥ 98,
 * accessibility 100, first contentful paint ≤ 1.2 s and total blocking time ≤ 100 ms; and issue
 * 14's CLS < 0.05. Not measured (no Chromium, or Lighthouse failed): not met.
 */
export function checkLighthouseGoals(pages: LighthouseRow[] | null): GoalCheck[] {
  if (pages === null) return [{ goal: 'Lighthouse', measured: 'not measured', met: false }];
  return pages.map((page) => ({
    goal: `Lighthouse ${page.page}: performance ≥ 98, accessibility 100, FCP ≤ 1.2 s, TBT ≤ 100 ms, CLS < 0.05`,
    measured: `${page.performance}, ${page.accessibility}, ${page['FCP s']} s, ${page['TBT ms']} ms, ${page.CLS}`,
    met:
      page.performance >= 98 &&
      page.accessibility === 100 &&
      page['FCP s'] <= 1.2 &&
      page['TBT ms'] <= 100 &&
      page.CLS < 0.05,
  }));
}

/**
 * The speed goals, checked against the figures of this run: the ratios of every database
 * measured, the uncached keyword search on PostgreSQL, and Lighthouse (the pages' goals). A goal whose figure this
 * run did not measure is listed as not met.
 */
export function checkGoals(
  passes: { kind: DatabaseKind; rows: EndpointRow[] }[],
  pages: LighthouseRow[] | null,
): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const ratio = (row: EndpointRow | undefined) => Number(row?.['vs bare'] ?? Number.NaN);
  for (const { kind, rows } of passes) {
    const find = (name: string) => rows.find((r) => r.endpoint === name);
    const healthz = ratio(find(HEALTHZ));
    checks.push({
      goal: `${kind}: /healthz ≥ 0.8 × bare Fastify`,
      measured: healthz.toFixed(2),
      met: healthz >= 0.8,
    });
    const detail = ratio(find(DETAIL));
    checks.push({
      goal: `${kind}: vacancy detail ≥ 0.4 ×`,
      measured: detail.toFixed(2),
      met: detail >= 0.4,
    });
    checks.push(...checkPageGoals([{ kind, rows }]));
    const others = rows.filter(
      (r) =>
        r['vs bare'] !== undefined &&
        ![BARE, HEALTHZ, DETAIL, LIST_WITH_FIT, LIST_SORTED_BY_FIT].includes(r.endpoint),
    );
    const lowest = others.reduce<EndpointRow | undefined>(
      (low, r) => (low === undefined || ratio(r) < ratio(low) ? r : low),
      undefined,
    );
    checks.push({
      goal: `${kind}: every other read route ≥ 0.3 ×`,
      measured: lowest ? `${ratio(lowest).toFixed(2)} (${lowest.endpoint})` : 'not measured',
      met: lowest !== undefined && ratio(lowest) >= 0.3,
    });
    if (kind === 'postgres') {
      const p95 = find(UNCACHED_SEARCH)?.['seq p95 ms'];
      checks.push({
        goal: 'postgres: uncached keyword search p95 ≤ 20 ms',
        measured: p95 === undefined ? 'not measured' : `${p95} ms`,
        met: p95 !== undefined && p95 <= 20,
      });
    }
  }
  if (!passes.some((p) => p.kind === 'postgres')) {
    checks.push({
      goal: 'postgres: uncached keyword search p95 ≤ 20 ms',
      measured: 'not measured (no PostgreSQL)',
      met: false,
    });
  }
  checks.push(...checkLighthouseGoals(pages));
  return checks;
}
