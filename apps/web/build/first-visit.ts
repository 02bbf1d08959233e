import type { Browser, Page, Request } from '@playwright/test';
import {
  EVENT_STATUS_IDS,
  LOCALES,
  PATHS,
  PUBLIC_PAGES,
  eventPagePath,
  vacancyPagePath,
  withSearch,
  type EventCard,
  type JobOfferCard,
  type Page as ListPage,
  type Locale,
  type PublicPageName,
} from '@vaga/contract';

/**
 * How much JavaScript a first visit of a public page downloads, counted as the browser counts
 * it: a fresh browser (no cache, no service worker) asking for brotli opens the page as a link
 * from elsewhere would, and every script it fetches until the page is interactive (loaded,
 * taken over by the app, and the network idle) is summed as received: its compressed body
 * (Chromium's encoded body size), and beside it its transfer size (body and response headers).
 * The budget spec (e2e/budget.spec.ts) holds every page and language's bodies to
 * FIRST_VISIT_BUDGET; `npm run bench` reports both figures (docs/decisions.md, "First-visit
 * JavaScript, counted as served").
 */
export const FIRST_VISIT_BUDGET = 100 * 1024;

/** What the browser is told it may receive: brotli, as browsers ask over HTTPS. */
export const FIRST_VISIT_ENCODING = 'br';

export interface FirstVisitScript {
  path: string;
  /** The response body as received (compressed). */
  bodyBytes: number;
  /** Body and response headers: what crossed the network for it. */
  transferBytes: number;
  encoding: string;
}

export interface FirstVisit {
  /** The address opened (path and query). */
  address: string;
  scripts: FirstVisitScript[];
  bodyBytes: number;
  transferBytes: number;
}

/** The first item of a public list (its first page of one). */
async function firstOf<T>(baseUrl: string, path: string, query: Record<string, number> = {}) {
  const response = await fetch(new URL(withSearch(path, { ...query, page: 0, size: 1 }), baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const [first] = ((await response.json()) as ListPage<T>).content;
  if (first === undefined) throw new Error(`${path} lists nothing`);
  return first;
}

/** The records the record pages show: the first vacancy, the first event open for registration. */
async function firstIds(baseUrl: string): Promise<{ vacancy: number; event: number }> {
  const vacancy = await firstOf<JobOfferCard>(baseUrl, PATHS.localVacancy);
  const event = await firstOf<EventCard>(baseUrl, PATHS.events, {
    typeEventStatus: EVENT_STATUS_IDS.enrolling,
  });
  return { vacancy: vacancy.id, event: event.eventId };
}

/**
 * An address of each public page (web-routes.ts PUBLIC_PAGES) as a visitor opens it: a page
 * added there has no address here until it is given one (the type requires it).
 */
export async function publicPageAddresses(
  baseUrl: string,
): Promise<Record<PublicPageName, string>> {
  const ids = await firstIds(baseUrl);
  return {
    service: PUBLIC_PAGES.service.route,
    jobService: withSearch(PUBLIC_PAGES.jobService.route, { type: 'local' }),
    jobList: withSearch(PUBLIC_PAGES.jobList.route, { type: 'local' }),
    jobOffer: vacancyPagePath(ids.vacancy),
    matchKinds: PUBLIC_PAGES.matchKinds.route,
    matchIndex: eventPagePath(ids.event),
  };
}

/** The address of `address` in `locale` (the default language needs no query). */
export function inLocale(address: string, locale: Locale): string {
  if (locale === LOCALES[0]) return address;
  const url = new URL(address, 'http://page');
  url.searchParams.set('language', locale);
  return `${url.pathname}${url.search}`;
}

/** Whether a request fetched a script (a module, a preload of one, a worker's). */
function isScript(request: Request): boolean {
  return request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
}

/** The part of the page's document the check below reads (this file compiles without DOM types). */
interface PageDocument {
  getElementById(id: string): { firstElementChild: object | null } | null;
}

/**
 * Whether the app has taken the page over: React's fibers on the root's content. Passed to the
 * page as a function (a string would be evaluated, which the page's CSP refuses).
 */
function takenOver(): boolean {
  const { document } = globalThis as unknown as { document: PageDocument };
  const content = document.getElementById('root')?.firstElementChild;
  return content != null && Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
}

/** Resolves once the page is interactive: loaded, taken over by the app, the network idle. */
async function interactive(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(takenOver);
  await page.waitForLoadState('networkidle');
}

/** Opens `address` in a fresh browser context and counts the scripts it fetched. */
export async function firstVisit(
  browser: Browser,
  baseUrl: string,
  address: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'Accept-Encoding': FIRST_VISIT_ENCODING },
    locale: 'zh-TW',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const pending: Promise<FirstVisitScript>[] = [];
    page.on('requestfinished', (request) => {
      if (!isScript(request)) return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
          return {
            path: new URL(request.url()).pathname,
            bodyBytes: sizes.responseBodySize,
            transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding,
          };
        })(),
      );
    });
    await page.goto(address);
    await interactive(page);
    const scripts = await Promise.all(pending);
    return {
      address,
      scripts,
      bodyBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0),
      transferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** `bytes` in KiB, one decimal. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
