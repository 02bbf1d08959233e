import type { Browser, Page } from '@playwright/test';
import { ROUTES } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { layoutPassFaults, shellFaults } from './page-models/layout-pass.ts';
import { rawKeyFaults, walkedLanguages } from './page-models/languages.ts';
import { plainAllowed, unpseudoTexts } from './page-models/pseudo-text.ts';
import { inFlight, loggedIn, openSettled, quietAndIdle } from './page-models/route-walk.ts';
import { seededAddresses } from './page-models/seeded-addresses.ts';

/**
 * The resident's route walk: every route of the route table with the resident's real records, on
 * a 390 × 844 phone, once per language of the list (one page load a language: the routes are
 * walked as the app's links do). Each page keeps the rules of `shellFaults` (no sideways scroll,
 * the top bar's title and badges whole, side margins) and `layoutPassFaults` (nothing across the
 * screen's edges but inside a cued scroll strip, no word broken inside, placeholders whole or
 * ending in an ellipsis on a labelled field, required marks only on required fields), shows no
 * raw catalogue key, and:
 *
 * - in an offered language, axe-core finds nothing (every default rule, and a control's name
 *   containing its visible text), for the resident and, on the public pages' first screen, for a
 *   visitor;
 * - in the test language en-XA (its server answers in it), no text skipped the catalogue
 *   (`unpseudoTexts`).
 */
const PHONE = { width: 390, height: 844 } as const;

// A language's walk: up to nine minutes seen on a busy two-core machine (zh-Hant, with the seeding).
test.describe.configure({ timeout: 900_000 });

/** The addresses walked, with the resident's records made once for every language's walk. */
let walked: Promise<string[]> | undefined;
function residentAddresses(browser: Browser): Promise<string[]> {
  walked ??= (async () => {
    const setup = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const routes = await seededAddresses(await loggedIn(setup), browser);
    await setup.close();
    const vacancy = routes.find((address) => address.startsWith(`${ROUTES.jobService}/job/`))!;
    const list = routes.find((address) => address.startsWith(`${ROUTES.jobList}?`))!;
    // The vacancy's detail sheet over the list.
    return [...routes, `${list}&detail=${vacancy.split('/').at(-1)}`];
  })();
  return walked;
}

/** axe-core's findings on the first screens a visitor opens (the service menu, the CV tab). */
async function visitorFaults(browser: Browser, tag: string): Promise<Record<string, string[]>> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  for (const address of [ROUTES.service, ROUTES.cv]) {
    await page.goto(`${address}?language=${tag}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const list = await axeViolations(page);
    if (list.length > 0) found[`${tag} visitor ${address}`] = list;
  }
  await context.close();
  return found;
}

/** The unemployment registration's "what to prepare" is a list with its bullets. */
async function bulletFaults(page: Page, open: () => number): Promise<string[]> {
  await openSettled(page, ROUTES.unemployedInfo, open);
  const bullets = await page
    .locator('.vaga-unemployment__prepare > li')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
  return bullets.length < 2 || bullets.some((bullet) => bullet === 'none') ? bullets : [];
}

/** A toast, as a failure shows it: saving a vacancy while the network is down. */
async function toastFaults(page: Page, vacancy: string, open: () => number): Promise<string[]> {
  await openSettled(page, vacancy, open);
  await page.route('**/v1/favorites?*', (route) => route.abort());
  await page.locator('.vaga-favorite').click();
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  return layoutPassFaults(page);
}

for (const language of walkedLanguages())
  test(`every resident route in ${language.tag} on a 390 px phone: layout rules, no raw key, ${
    language.kind === 'pseudo' ? 'every text from the catalogue' : 'axe-core clean'
  }`, async ({ browser }) => {
    const addresses = await residentAddresses(browser);
    const found = language.kind === 'pseudo' ? {} : await visitorFaults(browser, language.tag);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await loggedIn(context);
    const plain = language.kind === 'pseudo' ? plainAllowed(page) : null;
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const open = inFlight(page);
    await page.goto(`${ROUTES.service}?language=${language.tag}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    // The server-rendered page is hydrated before the walk moves on: a navigation while a part of
    // it still waits for its code makes React render that part anew (a recoverable error).
    await quietAndIdle(page, open);
    for (const address of addresses) {
      await openSettled(page, address, open);
      // Each page as the logged-in resident sees it, not a login on the way.
      expect(new URL(page.url()).searchParams.has('redirect'), address).toBe(false);
      const faults = [
        ...(await shellFaults(page)),
        ...(await layoutPassFaults(page)),
        ...(await rawKeyFaults(page)),
        ...(plain ? await unpseudoTexts(page, plain) : []),
        ...(language.kind === 'pseudo' ? [] : await axeViolations(page)),
      ];
      if (faults.length > 0) found[address] = faults;
    }
    const bullets = await bulletFaults(page, open);
    if (bullets.length > 0) found['what to prepare'] = bullets;
    const vacancy = addresses.find((address) => address.startsWith(`${ROUTES.jobService}/job/`))!;
    const toast = await toastFaults(page, vacancy, open);
    if (toast.length > 0) found.toast = toast;
    expect(errors, 'uncaught errors').toEqual([]);
    await context.close();
    expect(found).toEqual({});
  });
