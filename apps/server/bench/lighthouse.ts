import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The pages Lighthouse measures, as a resident opens them first. */
export const LIGHTHOUSE_PAGES = [
  '/service',
  '/service?language=pt',
  '/job-service/job-list?type=local',
];

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  'FCP s': number;
  'LCP s': number;
  CLS: number;
  'TBT ms': number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse (mobile, its default throttling) on each page, driving Debian's Chromium.
 * Answers null when Chromium is not installed.
 */
export function lighthouse(baseUrl: string, root: string): LighthouseRow[] | null {
  if (!existsSync(CHROMIUM)) return null;
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-lighthouse-'));
  try {
    return LIGHTHOUSE_PAGES.map((page, index) => {
      const out = path.join(dir, `${index}.json`);
      const run = () =>
        spawnSync(
          bin,
          [
            baseUrl + page,
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
      // run again: up to three runs a page.
      let attempts = 1;
      while (run().status !== 0) {
        if (attempts === 3) throw new Error(`lighthouse failed three times on ${page}`);
        attempts += 1;
        console.log(`Lighthouse failed on ${page}; run ${attempts} of 3`);
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const metric = (id: string) => report.audits[id].numericValue as number;
      return {
        page,
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        'FCP s': Number((metric('first-contentful-paint') / 1000).toFixed(1)),
        'LCP s': Number((metric('largest-contentful-paint') / 1000).toFixed(1)),
        CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
        'TBT ms': Math.round(metric('total-blocking-time')),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
