import type { Page } from '@playwright/test';
import { CONSOLE_ROUTES, type ConsoleKind } from '../../src/shared/paths.ts';
import { quietAndIdle } from './route-walk.ts';

/** Walking a console's routes inside one loaded app, as its links do. */

/** Waits for two frames: a layout that follows a resize or a scroll has settled. */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** The registry's routes of one console. */
export function routesOf(type: ConsoleKind): string[] {
  return Object.values(CONSOLE_ROUTES).filter(
    (route) => route === `/${type}` || route.startsWith(`/${type}/`),
  );
}

/** A route's address: its `:id` taken from the first link of the list above it, or null. */
export async function addressOf(page: Page, route: string): Promise<string | null> {
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

/** Waits until nothing loads for a moment, nothing is busy and a frame has been drawn. */
export async function settle(page: Page, open: () => number): Promise<void> {
  await quietAndIdle(page, open);
  await frames(page);
}

/** Opens a console address as its links do, and waits until nothing loads. */
export async function openInConsole(
  page: Page,
  address: string,
  open: () => number,
): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await settle(page, open);
}
