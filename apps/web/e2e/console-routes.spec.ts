import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSOLE_ROUTES, type ConsoleKind } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { languagesUnderTest } from './page-models/languages.ts';
import { ConsolePages } from './page-models/console.ts';

/**
 * Every console route of the route registry, in every language at a desktop width: no page
 * scrolls sideways, axe-core finds nothing, and the row actions of each table or list share one x.
 */
const DESKTOP = { width: 1280, height: 800 };
const LANGUAGES = languagesUnderTest();

test.use({ viewport: DESKTOP, isMobile: false });
// Every route in every language in one test: up to ten minutes on a busy two-core machine.
test.describe.configure({ timeout: 900_000 });

/**
 * Routes with browser tests of their own that check the same at both widths, axe-core included:
 * the statistics, a long page of charts and tables (console-statistics*.spec.ts).
 */
const CHECKED_ELSEWHERE = new Set<string>([CONSOLE_ROUTES.staffStatistics]);

/** The registry's routes of one console. */
function routesOf(type: ConsoleKind): string[] {
  return Object.values(CONSOLE_ROUTES).filter(
    (route) =>
      (route === `/${type}` || route.startsWith(`/${type}/`)) && !CHECKED_ELSEWHERE.has(route),
  );
}

/** A route's address: its `:id` taken from the first link of the list above it, or null. */
async function addressOf(page: Page, route: string): Promise<string | null> {
  if (!route.includes(':id')) return route;
  const [list, rest] = route.split('/:id');
  await page.goto(list);
  await page.waitForLoadState('networkidle');
  const pattern = new RegExp(`^${list}/(\\d+|[0-9a-f-]{8,})$`);
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.map((href) => href.split('?')[0]).find((href) => pattern.test(href));
  return found ? `${found}${rest}` : null;
}

/** What is wrong with the page as it stands: sideways scroll, axe findings, ragged row actions. */
async function faults(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      out.push(`page ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    // A table's actions are its rows' last cells; a list's, the buttons that end its items.
    for (const table of document.querySelectorAll('main table')) {
      const xs = [...table.querySelectorAll('tbody tr td:last-child')]
        .map((cell) => cell.querySelector('button, a'))
        .filter((action): action is Element => action !== null)
        .map(left);
      if (new Set(xs).size > 1) out.push(`table row actions at ${[...new Set(xs)].join(', ')}`);
    }
    for (const list of document.querySelectorAll('main ul, main ol')) {
      const items = [...list.children].filter((item) => item.tagName === 'LI');
      const xs = items
        .map((item) => [...item.querySelectorAll(':scope > * button')].at(-1))
        .filter((action): action is HTMLButtonElement => action !== undefined)
        .map(left);
      if (xs.length > 1 && new Set(xs).size > 1)
        out.push(`list row actions at ${[...new Set(xs)].join(', ')}`);
    }
    return out;
  });
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return [
    ...found,
    ...results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ];
}

for (const type of ['staff', 'employer'] as const) {
  test(`every ${type} console route fits 1280 px, is axe-clean and aligns its row actions, in every language`, async ({
    page,
  }) => {
    await new ConsolePages(page).loginAt(`/${type}`, type);
    const addresses: string[] = [];
    const skipped: string[] = [];
    for (const route of routesOf(type)) {
      const address = await addressOf(page, route);
      if (address === null) skipped.push(route);
      else addresses.push(address);
    }
    test.info().annotations.push({
      type: 'routes without a seeded record',
      description: skipped.join(', '),
    });
    // Detail routes are checked when the seeded data has a record for them; most have one.
    expect(addresses.length).toBeGreaterThan(routesOf(type).length / 2);

    const found: Record<string, string[]> = {};
    for (const language of LANGUAGES) {
      for (const address of addresses) {
        await page.goto(`${address}${address.includes('?') ? '&' : '?'}language=${language}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const list = await faults(page);
        if (list.length > 0) found[`${language} ${address}`] = list;
      }
    }
    expect(found).toEqual({});
  });
}
