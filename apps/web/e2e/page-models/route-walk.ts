import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { ROUTES } from '../../src/shared/paths.ts';
import { AuthPages } from './auth.ts';

/** Walking the resident's routes inside one loaded app, as its links do. */

/** A page of the context, with the resident logged in. */
export async function loggedIn(context: BrowserContext): Promise<Page> {
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
export function inFlight(page: Page): () => number {
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
export async function openSettled(page: Page, address: string, open: () => number): Promise<void> {
  const from = new URL(page.url());
  if (address !== ROUTES.illustrate && patternOf(address) === patternOf(from.pathname))
    await openSettled(page, ROUTES.illustrate, open);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await quietAndIdle(page, open);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toBeEmpty();
}

/** Waits until no request has been open for a moment (six polls 50 ms apart) and nothing is busy. */
export async function quietAndIdle(page: Page, open: () => number): Promise<void> {
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
}
