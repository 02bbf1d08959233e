import { chromium } from '@playwright/test';
import { LOCALES } from '@vaga/contract';
import {
  FIRST_VISIT_BUDGET,
  firstVisit,
  inLocale,
  kib,
  publicPageAddresses,
  type FirstVisit,
} from '../../web/build/first-visit.ts';
import type { GoalCheck } from './goals.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface FirstVisitRow {
  page: string;
  scripts: number;
  /** Compressed bodies, as the browser received them (what the budget holds). */
  KiB: number;
  /** Bodies and response headers. */
  'KiB with headers': number;
}

/**
 * The JavaScript a first visit of every public page downloads in each language, counted as the
 * budget spec counts it (apps/web/build/first-visit.ts): a fresh Chromium asking for brotli, every
 * script fetched until the page is interactive, as received, from the server at `baseUrl`.
 */
export async function firstVisitJavaScript(baseUrl: string): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const addresses = Object.values(await publicPageAddresses(baseUrl));
    const visits: FirstVisit[] = [];
    for (const locale of LOCALES)
      for (const address of addresses)
        visits.push(await firstVisit(browser, baseUrl, inLocale(address, locale)));
    return visits;
  } finally {
    await browser.close();
  }
}

/** A row of the bench's table for each visit. */
export function firstVisitRows(visits: readonly FirstVisit[]): FirstVisitRow[] {
  const inKib = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return visits.map((visit) => ({
    page: visit.address,
    scripts: visit.scripts.length,
    KiB: inKib(visit.bodyBytes),
    'KiB with headers': inKib(visit.transferBytes),
  }));
}

/** The goal: every public page's first visit within 100 KiB of JavaScript, as received. */
export function checkFirstVisitGoal(visits: readonly FirstVisit[] | null): GoalCheck {
  const goal = 'first-visit JavaScript ≤ 100 KiB on every public page (brotli bodies, as received)';
  if (visits === null || visits.length === 0) return { goal, measured: 'not measured', met: false };
  const largest = visits.reduce((a, b) => (b.bodyBytes > a.bodyBytes ? b : a));
  return {
    goal,
    measured: `largest ${kib(largest.bodyBytes)} (${largest.address}; ${kib(largest.transferBytes)} with headers)`,
    met: largest.bodyBytes <= FIRST_VISIT_BUDGET,
  };
}
