import { PSEUDO_LANGUAGES } from '@vaga/contract';
import { ROUTES } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { consoleFaults } from './page-models/console-faults.ts';
import { addressOf, openInConsole, routesOf } from './page-models/console-walk.ts';
import { layoutPassFaults, shellFaults } from './page-models/layout-pass.ts';
import { rawKeyFaults } from './page-models/languages.ts';
import { plainAllowed, unpseudoTexts } from './page-models/pseudo-text.ts';
import { inFlight, loggedIn, openSettled } from './page-models/route-walk.ts';
import { seededAddresses } from './page-models/seeded-addresses.ts';

/**
 * A fifth language is a folder: the test language en-XA (English pseudo-localized, about 40 %
 * longer, bracketed; its server runs with PSEUDO_LANGUAGES=1) over the route tables, the
 * resident's at 390 × 844 and the consoles' at 1366 × 900. Every page fails on a text that
 * skipped the catalogue (`unpseudoTexts`: plain English outside brackets, people's own data,
 * addresses, codes and dates allowed), on sideways scroll, and on a box cut at the screen's
 * edge (`layoutPassFaults`, `shellFaults`, `consoleFaults`). A placeholder longer than its
 * field is a fault unless it ends in an ellipsis on a field its label names: measuring the hint's
 * text alone failed a field that shows it as far as it goes, the way a phone's fields do, and
 * was read as a cut.
 */
const PSEUDO = PSEUDO_LANGUAGES[0]!.tag;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

test.describe.configure({ timeout: 600_000 });

test(`every resident route in ${PSEUDO} at 390 px: every text from the catalogue, nothing cut`, async ({
  browser,
}) => {
  const setup = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const addresses = await seededAddresses(await loggedIn(setup), browser);
  await setup.close();
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await loggedIn(context);
  const people = plainAllowed(page);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const open = inFlight(page);
  await page.goto(`${ROUTES.service}?language=${PSEUDO}`);
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  const found: Record<string, string[]> = {};
  for (const address of addresses) {
    await openSettled(page, address, open);
    expect(new URL(page.url()).searchParams.has('redirect'), address).toBe(false);
    const faults = [
      ...(await unpseudoTexts(page, people)),
      ...(await shellFaults(page)),
      ...(await layoutPassFaults(page)),
      ...(await rawKeyFaults(page)),
    ];
    if (faults.length > 0) found[address] = faults;
  }
  expect(errors, 'uncaught errors').toEqual([]);
  await context.close();
  expect(found).toEqual({});
});

for (const type of ['staff', 'employer'] as const)
  test(`every ${type} console route in ${PSEUDO} at 1366 px: every text from the catalogue, nothing cut`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const people = plainAllowed(page);
    await new ConsolePages(page).loginAt(`/${type}`, type);
    const addresses: string[] = [];
    for (const route of routesOf(type)) {
      const address = await addressOf(page, route);
      if (address !== null) addresses.push(address);
    }
    expect(addresses.length).toBeGreaterThan(routesOf(type).length / 2);
    const open = inFlight(page);
    await page.goto(`/${type}?language=${PSEUDO}`);
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
    const found: Record<string, string[]> = {};
    for (const address of addresses) {
      await openInConsole(page, address, open);
      const faults = [
        ...(await unpseudoTexts(page, people)),
        ...(await layoutPassFaults(page)),
        ...(await rawKeyFaults(page)),
        ...(await consoleFaults(page, { axe: false })),
      ];
      if (faults.length > 0) found[address] = faults;
    }
    await context.close();
    expect(found).toEqual({});
  });
