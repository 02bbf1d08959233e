import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './bench-util.ts';

/**
 * A vacancy the bench's seed always holds (the vacancy detail endpoints load it too), for the
 * vacancy page.
 */
export const LIGHTHOUSE_VACANCY_ID = 52;

/**
 * The pages Lighthouse measures, as a resident opens them first: the home in the
 * default language and in Portuguese, the job list, a vacancy and the event list.
 */
export const LIGHTHOUSE_PAGES = [
  '/service',
  '/service?language=pt',
  '/job-service/job-list?type=local',
  `/job-service/job/${LIGHTHOUSE_VACANCY_ID}`,
  '/match-kinds',
];

/** Lighthouse runs per page; each figure of a page is the median of its runs. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  'FCP s': number;
  'LCP s': number;
  CLS: number;
  'TBT ms': number;
  /** The accessibility audits that failed in any run (their ids), for fixing. */
  failing: string;
}

type Figures = Omit<LighthouseRow, 'page' | 'failing'>;
const FIGURES = ['performance', 'accessibility', 'FCP s', 'LCP s', 'CLS', 'TBT ms'] as const;

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

/** One run's figures, as Lighthouse reports them (rounded as the table shows them). */
function figuresOf(report: Report): Figures {
  const metric = (id: string) => report.audits[id].numericValue as number;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    'FCP s': Number((metric('first-contentful-paint') / 1000).toFixed(2)),
    'LCP s': Number((metric('largest-contentful-paint') / 1000).toFixed(2)),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'TBT ms': Math.round(metric('total-blocking-time')),
  };
}

/** The accessibility audits of a run that did not pass. */
function failingAudits(report: Report): string[] {
  return report.categories.accessibility.auditRefs
    .map(({ id }) => id)
    .filter((id) => report.audits[id]?.score === 0);
}

/** Each figure's median over the runs (taken figure by figure, as Lighthouse's docs advise). */
export function medianRow(page: string, runs: Figures[], failing: string[] = []): LighthouseRow {
  const row = { page } as LighthouseRow;
  for (const figure of FIGURES) row[figure] = median(runs.map((run) => run[figure]));
  row.failing = [...new Set(failing)].join(' ') || '-';
  return row;
}

/**
 * Lighthouse 12 (mobile, its default throttling) on each page, driving Debian's Chromium,
 * LIGHTHOUSE_RUNS times a page (one page after the other, each run a fresh browser): the median
 * of each figure. Answers null when Chromium is not installed.
 */
export function lighthouse(baseUrl: string, root: string): LighthouseRow[] | null {
  if (!existsSync(CHROMIUM)) return null;
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-lighthouse-'));
  try {
    return LIGHTHOUSE_PAGES.map((page, index) => {
      // A page Lighthouse cannot load is reported as not measured (its goals not met), not the
      // other pages' figures lost.
      try {
        const reports = Array.from({ length: LIGHTHOUSE_RUNS }, (_, runIndex) =>
          runOnce(bin, baseUrl + page, path.join(dir, `${index}-${runIndex}.json`)),
        );
        return medianRow(page, reports.map(figuresOf), reports.flatMap(failingAudits));
      } catch (error) {
        console.log(`Lighthouse: ${(error as Error).message}`);
        const none = Object.fromEntries(FIGURES.map((figure) => [figure, Number.NaN])) as Figures;
        return { page, ...none, failing: 'not measured' };
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run on `url`, its report read from `out`. */
function runOnce(bin: string, url: string, out: string): Report {
  const run = () =>
    spawnSync(
      bin,
      [
        url,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  // Lighthouse now and then fails to record a page load's trace (NO_NAVSTART) and asks to be
  // run again: up to three tries a run.
  let attempts = 1;
  while (run().status !== 0) {
    if (attempts === 3) throw new Error(`lighthouse failed three times on ${url}`);
    attempts += 1;
    console.log(`Lighthouse failed on ${url}; try ${attempts} of 3`);
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}
