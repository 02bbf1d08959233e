import type { BrowserContext, Page, Request } from '@playwright/test';
import { ROUTES } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';
import { seededAddresses } from './page-models/seeded-addresses.ts';

const LANGUAGES = ['zh-Hant', 'pt', 'en'] as const;
const PHONE = { width: 390, height: 844 };

/**
 * What is wrong with the layout of the page as it stands, one line each: the page wider than the
 * screen, a title of the top bar cut, a page without its side margin, a badge cut by its box.
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      faults.push(`page ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    for (const title of document.querySelectorAll<HTMLElement>('.vaga-top-bar__title'))
      if (title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight)
        faults.push(`title "${title.textContent}" cut`);
    for (const block of document.querySelectorAll<HTMLElement>('main .vaga-page')) {
      const style = getComputedStyle(block);
      if (parseFloat(style.paddingLeft) < 8 || parseFloat(style.paddingRight) < 8)
        faults.push(`.${[...block.classList].join('.')} without side margin`);
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.adm-badge')) {
      const box = badge.getBoundingClientRect();
      for (let parent = badge.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflow === 'visible') continue;
        // A strip that scrolls sideways shows what is beside it by scrolling, not cut.
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        const clip = parent.getBoundingClientRect();
        if (
          box.top < clip.top - 0.5 ||
          box.bottom > clip.bottom + 0.5 ||
          (!scrolls && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5))
        )
          faults.push(`badge "${badge.textContent}" cut by .${parent.className}`);
      }
    }
    return faults;
  });
}

/** Opens an address and waits until the page has what it shows: nothing loading, a title. */
/** A page of the context, with the resident logged in. */
async function loggedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const auth = new AuthPages(page);
  await auth.open(ROUTES.cv);
  await auth.loginHere('resident');
  await auth.expectAt(ROUTES.cv);
  return page;
}

/**
 * Requests of the page still waiting for their answer, leaving out streams that stay open (the
 * change feed's event source) and any request waiting for more than 5 s.
 */
function inFlight(page: Page): () => number {
  const open = new Map<Request, number>();
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType()))
      open.set(request, Date.now());
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open.values()].filter((since) => Date.now() - since < 5_000).length;
}

/** The route pattern of the table an address falls under (`/interview/details/:id`…). */
function patternOf(address: string): string | undefined {
  const path = address.split('?')[0];
  return Object.values(ROUTES).find((pattern) =>
    new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}

/**
 * Goes to an address the way links do inside the app (the router follows the history; a reload
 * would log in again) and waits until the page has what it shows: no request open for a moment,
 * nothing busy, a title. Two addresses of one route (two ids) go through another page between
 * them, so the second opens afresh as from a link elsewhere.
 */
async function openSettled(page: Page, address: string, open: () => number): Promise<void> {
  const from = new URL(page.url());
  if (address !== ROUTES.illustrate && patternOf(address) === patternOf(from.pathname))
    await openSettled(page, ROUTES.illustrate, open);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  let quiet = 0;
  await expect
    .poll(
      () => {
        quiet = open() === 0 ? quiet + 1 : 0;
        return quiet;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(6);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toBeEmpty();
}

test.describe.configure({ timeout: 600_000 });

test(`every seeker route fits a 390 px phone in zh-Hant, pt and en: no sideways scroll, nothing cut`, async ({
  browser,
}) => {
  // The resident's records the routes show (an invitation, a booking, a CV file…).
  const setup = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const addresses = await seededAddresses(await loggedIn(setup), browser);
  await setup.close();

  const found: Record<string, string[]> = {};
  // One browser context per language, logged in once: the login route (/profile) is among the
  // routes and starts a session of its own, so no context borrows another's.
  for (const language of LANGUAGES) {
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
      const faults = await layoutFaults(page);
      if (faults.length > 0) found[`${language} ${address}`] = faults;
    }
    // The unemployment registration's "what to prepare" is a list with its bullets.
    await openSettled(page, ROUTES.unemployedInfo, open);
    const bullets = await page
      .locator('.vaga-unemployment__prepare > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
    if (bullets.length < 2 || bullets.some((bullet) => bullet === 'none'))
      found[`${language} what to prepare`] = bullets;
    expect(errors, `uncaught errors in ${language}`).toEqual([]);
    await context.close();
  }
  expect(found).toEqual({});
});
