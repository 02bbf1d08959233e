import type { Browser } from '@playwright/test';
import { CONSOLE_ROUTES, ROUTES, type ConsoleKind } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { consoleFaults } from './page-models/console-faults.ts';
import { addressOf, openInConsole, routesOf, settle } from './page-models/console-walk.ts';
import { layoutPassFaults, shellFaults } from './page-models/layout-pass.ts';
import { languagesUnderTest, rawKeyFaults } from './page-models/languages.ts';
import { inFlight, loggedIn, openSettled } from './page-models/route-walk.ts';
import { seededAddresses } from './page-models/seeded-addresses.ts';

/**
 * The layout pass: every route of the route tables, in every language of the list (no text a
 * raw catalogue key), the resident's on a
 * 390 px phone and the consoles' at 1366 px and on a phone, keeps the rules of
 * `layoutPassFaults` (nothing across the screen's edges but inside a cued scroll strip, no word
 * broken inside, placeholders whole or ending in an ellipsis on a labelled field, required marks only on required fields); the resident's also
 * those of `shellFaults` (no sideways scroll, the top bar's title and badges whole, side margins);
 * the consoles' at 1366 px also those of `consoleFaults` (no sideways scroll, row actions at one
 * x, axe-core clean). One page load a language: the routes are walked as the app's links do.
 */
const LANGUAGES = languagesUnderTest();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

// A console walk runs axe-core on every route in every language: up to ten minutes on a busy
// two-core machine.
test.describe.configure({ timeout: 900_000 });

test('every resident route keeps the layout rules on a 390 px phone, in every language', async ({
  browser,
}) => {
  // The resident's records the routes show (an invitation, a booking, a CV file…).
  const setup = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const routes = await seededAddresses(await loggedIn(setup), browser);
  await setup.close();
  const vacancy = routes.find((address) => address.startsWith(`${ROUTES.jobService}/job/`))!;
  const list = routes.find((address) => address.startsWith(`${ROUTES.jobList}?`))!;
  // The vacancy's detail sheet over the list.
  const addresses = [...routes, `${list}&detail=${vacancy.split('/').at(-1)}`];

  // One browser context per language, logged in once: the login route (/profile) is among the
  // routes and starts a session of its own, so no context borrows another's.
  for (const language of LANGUAGES) {
    const found: Record<string, string[]> = {};
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await loggedIn(context);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const open = inFlight(page);
    await page.goto(`${ROUTES.service}?language=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const address of addresses) {
      await openSettled(page, address, open);
      // Each page as the logged-in resident sees it, not a login on the way.
      expect(new URL(page.url()).searchParams.has('redirect'), address).toBe(false);
      const faults = [
        ...(await shellFaults(page)),
        ...(await layoutPassFaults(page)),
        ...(await rawKeyFaults(page)),
      ];
      if (faults.length > 0) found[`${language} ${address}`] = faults;
    }
    // The unemployment registration's "what to prepare" is a list with its bullets.
    await openSettled(page, ROUTES.unemployedInfo, open);
    const bullets = await page
      .locator('.vaga-unemployment__prepare > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
    if (bullets.length < 2 || bullets.some((bullet) => bullet === 'none'))
      found[`${language} what to prepare`] = bullets;
    // A toast, as a failure shows it: saving the vacancy while the network is down.
    await openSettled(page, vacancy, open);
    await page.route('**/v1/favorites?*', (route) => route.abort());
    await page.locator('.vaga-favorite').click();
    await expect(page.locator('.adm-toast-main')).toBeVisible();
    const faults = await layoutPassFaults(page);
    if (faults.length > 0) found[`${language} toast`] = faults;
    expect(errors, `uncaught errors in ${language}`).toEqual([]);
    await context.close();
    expect.soft(found, `faults in ${language}`).toEqual({});
  }
});

/**
 * Console routes with browser tests of their own that run axe-core on them at both widths: the
 * statistics, a long page of charts and tables (console-statistics*.spec.ts).
 */
const AXE_CHECKED_ELSEWHERE = new Set<string>([CONSOLE_ROUTES.staffStatistics]);

async function consoleWalkFaults(browser: Browser, type: ConsoleKind) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await new ConsolePages(page).loginAt(`/${type}`, type);
  const addresses: { address: string; axe: boolean }[] = [];
  for (const route of routesOf(type)) {
    const address = await addressOf(page, route);
    if (address !== null) addresses.push({ address, axe: !AXE_CHECKED_ELSEWHERE.has(route) });
  }
  // Detail routes are checked when the seeded data has a record for them; most have one.
  expect(addresses.length).toBeGreaterThan(routesOf(type).length / 2);
  const open = inFlight(page);
  const found: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    await page.goto(`/${type}?language=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const { address, axe } of addresses) {
      await page.setViewportSize(DESKTOP);
      await openInConsole(page, address, open);
      const wide = [
        ...(await layoutPassFaults(page)),
        ...(await rawKeyFaults(page)),
        ...(await consoleFaults(page, { axe })),
      ];
      if (wide.length > 0) found[`${language} ${DESKTOP.width} ${address}`] = wide;
      await page.setViewportSize(PHONE);
      await settle(page, open);
      const narrow = await layoutPassFaults(page);
      if (narrow.length > 0) found[`${language} ${PHONE.width} ${address}`] = narrow;
    }
  }
  await context.close();
  return found;
}

for (const type of ['staff', 'employer'] as const)
  test(`every ${type} console route keeps the layout rules at 1366 px and 390 px and is axe-clean, in every language`, async ({
    browser,
  }) => {
    expect(await consoleWalkFaults(browser, type)).toEqual({});
  });
