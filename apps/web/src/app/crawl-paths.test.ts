import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CRAWL_DISALLOWED, isCrawlDisallowed, SITEMAP_PAGES } from '@vaga/contract';
import { consoleRoutes } from './console/console-routes.tsx';
import { routes } from './router.tsx';
import { toRouteObjects } from './routing/routes-view.tsx';
import type { RouteHandle } from './route-handle.ts';
import { CONSOLE_ROUTES } from '@/shared/paths.ts';

interface Page {
  path: string;
  /** The route, or one above it, needs a login or shows visitors a panel instead of the page. */
  closed: boolean;
}

/** Every route of the table with its full path, and whether visitors see it. */
function pagesOf(table: RouteObject[], parent = '', closedAbove = false): Page[] {
  return table.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const closed = closedAbove || handle?.auth === true || handle?.gate !== undefined;
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own: Page[] = route.path || route.index ? [{ path, closed }] : [];
    return [...own, ...pagesOf(route.children ?? [], path, closed)];
  });
}

/** The consoles' pages: every one needs an employer's or a staff account (their layout logs in). */
const isConsole = (path: string) =>
  path.startsWith(CONSOLE_ROUTES.employer) || path.startsWith(CONSOLE_ROUTES.staff);
const pages = pagesOf([...routes, ...toRouteObjects(consoleRoutes)])
  .filter((page) => page.path !== '' && !page.path.includes('*'))
  .map((page) => (isConsole(page.path) ? { ...page, closed: true } : page));

describe('what robots.txt and the sitemap say of the web app', () => {
  it('keeps crawlers from every page that needs a login or shows visitors only a panel', () => {
    const closed = pages.filter((page) => page.closed);
    expect(closed.length).toBeGreaterThan(20);
    for (const page of closed) expect(isCrawlDisallowed(page.path), page.path).toBe(true);
    for (const path of Object.values(CONSOLE_ROUTES))
      expect(isCrawlDisallowed(path), path).toBe(true);
  });

  it('lists in the sitemap only pages open to visitors, which no rule disallows', () => {
    for (const path of SITEMAP_PAGES) {
      const page = pages.find((p) => p.path === path);
      expect(page, path).toBeDefined();
      expect(page!.closed, path).toBe(false);
      expect(isCrawlDisallowed(path), path).toBe(false);
    }
  });

  it('disallows no open page but the login callback and the link redirect', () => {
    const open = pages.filter((page) => !page.closed && isCrawlDisallowed(page.path));
    expect(open.map((page) => page.path).sort()).toEqual(['/link', '/profile']);
    expect(CRAWL_DISALLOWED).toContain('/service/DeJobSeekApi/');
  });
});
