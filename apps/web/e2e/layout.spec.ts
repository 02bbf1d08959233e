import type { Page } from '@playwright/test';
import { ROUTES } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { AuthPages, clientAddress } from './page-models/auth.ts';
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

/** Requests of the page still waiting for their answer. */
function inFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

/**
 * Goes to an address inside the app (the router follows the history, no reload) and waits until
 * the page has what it shows: no request open for a moment, nothing busy, a title.
 */
async function openSettled(page: Page, address: string, open: () => number): Promise<void> {
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
    .toBeGreaterThanOrEqual(4);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toBeEmpty();
}

test.describe.configure({ timeout: 600_000 });

test(`every seeker route fits a 390 px phone in zh-Hant, pt and en: no sideways scroll, nothing cut`, async ({
  browser,
}) => {
  // One login of the resident; each language then runs in a browser context of its own that
  // starts with that session.
  const login = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const loginPage = await login.newPage();
  const auth = new AuthPages(loginPage);
  await auth.open(ROUTES.cv);
  await auth.loginHere('resident');
  await auth.expectAt(ROUTES.cv);
  const addresses = await seededAddresses(loginPage, browser);
  const session = await login.storageState();
  await login.close();

  const found: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      storageState: session,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const open = inFlight(page);
    await page.goto(`${ROUTES.service}?language=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const address of addresses) {
      await openSettled(page, address, open);
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
