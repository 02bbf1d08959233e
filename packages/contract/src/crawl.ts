import { AUTH_PATHS } from './auth.ts';
import { API, DE } from './paths.ts';
import { PUBLIC_PAGES, recordPageRoute, type PublicPage } from './web-routes.ts';

/**
 * What search engines are told of the web app: the public pages the sitemap lists,
 * the addresses of a vacancy's and an event's own pages, and the paths robots.txt keeps crawlers out of. The web's
 * route table is checked against these lists (apps/web/src/app/crawl-paths.test.ts): every page
 * that needs a login or shows visitors only a please-log-in panel is under a disallowed path,
 * and every listed page is open to visitors.
 */

/** Public pages of the web app listed in the sitemap, in each language (web-routes.ts PUBLIC_PAGES). */
export const SITEMAP_PAGES: string[] = Object.values(PUBLIC_PAGES)
  .filter((page: PublicPage) => page.sitemap)
  .map((page) => page.route);

/** A vacancy's own page (server-rendered, shareable). */
export const VACANCY_PAGE = recordPageRoute('vacancy');

/** The address of vacancy `id`'s page. */
export function vacancyPagePath(id: number): string {
  return VACANCY_PAGE.replace(':id', String(id));
}

/** An event's own page (server-rendered, shareable): the event of its `eventId` query. */
export const EVENT_PAGE = recordPageRoute('event');

/** The address of event `id`'s page. */
export function eventPagePath(id: number): string {
  return `${EVENT_PAGE}?eventId=${id}`;
}

/**
 * The public pages of one record, by the record's id: a vacancy's and an event's. An unknown id
 * answers 404 with the page's not-found message (a removed vacancy: 410), never the app's
 * loading page.
 */
export const RECORD_PAGES = { vacancy: vacancyPagePath, event: eventPagePath } as const;

/**
 * Path prefixes crawlers are asked to leave alone: the API, the login endpoints and every page
 * that needs a login or shows a visitor nothing but an invitation to log in.
 */
export const CRAWL_DISALLOWED = [
  `${DE}/`,
  `${API}/`,
  '/oidc/',
  AUTH_PATHS.login,
  '/service/authorize',
  AUTH_PATHS.callbackRoute,
  '/link',
  '/cv',
  '/interview',
  '/record',
  '/favorites',
  '/job-service/make-appointment',
  '/job-service/send-appointment',
  '/job-service/preview-resume',
  '/job-service/accessory-list',
  '/unemployed-info',
  '/unemployed-process',
  '/unemployed-result',
  '/referral-service',
  '/register-ready',
  '/register-form',
  '/register-result',
  '/appt-form',
  '/appt-jobs',
  '/notifications',
  '/my-data',
  '/employer',
  '/staff',
] as const;

/** Whether robots.txt keeps crawlers from `pathname` (a prefix match, as robots.txt rules are). */
export function isCrawlDisallowed(pathname: string): boolean {
  return CRAWL_DISALLOWED.some((prefix) => pathname.startsWith(prefix));
}
