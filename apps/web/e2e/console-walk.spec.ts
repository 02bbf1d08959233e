import type { Page } from '@playwright/test';
import { CONSOLE_ROUTES, type ConsoleKind } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { consoleFaults } from './page-models/console-faults.ts';
import { addressOf, openInConsole, routesOf, settle } from './page-models/console-walk.ts';
import { layoutPassFaults } from './page-models/layout-pass.ts';
import { rawKeyFaults, walkedLanguages } from './page-models/languages.ts';
import { plainAllowed, unpseudoTexts } from './page-models/pseudo-text.ts';
import { inFlight } from './page-models/route-walk.ts';

/**
 * The consoles' route walk: every route of a console's table (its detail routes with a record of
 * the seeded data) once per language of the list, at 1366 × 900 and on a 390 px phone, walked as
 * the console's links do. Each page keeps the rules of `layoutPassFaults` at both widths and shows
 * no raw catalogue key; at 1366 px also those of `consoleFaults` (no sideways scroll, row actions
 * at one x) and, in an offered language, axe-core finds nothing. In the test language en-XA (its
 * server answers in it) no text skipped the catalogue (`unpseudoTexts`), at 1366 px.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Console routes with browser tests of their own that run axe-core on them at both widths: the
 * statistics, a long page of charts and tables (console-statistics*.spec.ts).
 */
const AXE_CHECKED_ELSEWHERE = new Set<string>([CONSOLE_ROUTES.staffStatistics]);

// A language's walk of a console: up to six minutes on a busy two-core machine.
test.describe.configure({ timeout: 480_000 });

/** Each console's addresses, found once from its lists for every language's walk. */
const found = new Map<ConsoleKind, Promise<{ address: string; axe: boolean }[]>>();
function consoleAddresses(page: Page, type: ConsoleKind) {
  if (!found.has(type))
    found.set(
      type,
      (async () => {
        const addresses: { address: string; axe: boolean }[] = [];
        for (const route of routesOf(type)) {
          const address = await addressOf(page, route);
          if (address !== null) addresses.push({ address, axe: !AXE_CHECKED_ELSEWHERE.has(route) });
        }
        return addresses;
      })(),
    );
  return found.get(type)!;
}

for (const type of ['staff', 'employer'] as const)
  for (const language of walkedLanguages())
    test(`every ${type} console route in ${language.tag} at 1366 px${
      language.kind === 'pseudo' ? ': every text from the catalogue' : ' and 390 px: axe-core clean'
    }, layout rules, no raw key`, async ({ browser }) => {
      const pseudo = language.kind === 'pseudo';
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const plain = pseudo ? plainAllowed(page) : null;
      await new ConsolePages(page).loginAt(`/${type}`, type);
      const addresses = await consoleAddresses(page, type);
      // Detail routes are checked when the seeded data has a record for them; most have one.
      expect(addresses.length).toBeGreaterThan(routesOf(type).length / 2);
      const open = inFlight(page);
      await page.goto(`/${type}?language=${language.tag}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      const faults: Record<string, string[]> = {};
      for (const { address, axe } of addresses) {
        await page.setViewportSize(DESKTOP);
        await openInConsole(page, address, open);
        const wide = [
          ...(await layoutPassFaults(page)),
          ...(await rawKeyFaults(page)),
          ...(await consoleFaults(page, { axe: axe && !pseudo })),
          ...(plain ? await unpseudoTexts(page, plain) : []),
        ];
        if (wide.length > 0) faults[`${DESKTOP.width} ${address}`] = wide;
        if (pseudo) continue;
        await page.setViewportSize(PHONE);
        await settle(page, open);
        const narrow = await layoutPassFaults(page);
        if (narrow.length > 0) faults[`${PHONE.width} ${address}`] = narrow;
      }
      await context.close();
      expect(faults).toEqual({});
    });
