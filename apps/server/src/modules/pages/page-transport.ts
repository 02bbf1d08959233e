import { JOBOFFER_SEARCH_ENDPOINTS, PUBLIC_PAGE_READS, type ApiLanguage } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { App } from '../../platform/types.ts';
import { EVENTS_TOPIC } from '../events/cache-topics.ts';
import { JOB_OFFERS_TOPIC } from '../joboffers/cache-topics.ts';
import { REFERENCES_TOPIC } from '../references/references.service.ts';
import { readPublic, type PublicRead } from './public-read.ts';

/** A request of the page's queries: the API path and its query, as the web app writes them. */
export interface PageRequest {
  query?: Record<string, unknown>;
}

/** What answers a server-rendered page's requests, and the answers it gave. */
export interface PageTransport {
  transport: (path: string, options: PageRequest) => Promise<unknown>;
  /**
   * The routes' answers the page was made from, in the order asked (their values as the handlers
   * gave them, before serialization): asked again to check a page whose answers have no `until`.
   */
  sources: Map<string, unknown>;
  /** The requests asked, by the same keys as `sources`: asked again to check a kept page. */
  requests: Map<string, { path: string; options: PageRequest }>;
  /** Whether a request failed (a page made of a failure is not kept). */
  failed: () => boolean;
  /**
   * Until when (ms of the clock) every answer given holds while no write moves the change-feed
   * versions of topics(): the earliest `until` of their kept values (platform/kept.ts); null
   * when an answer was not kept (an event's vacancies), so only asking again tells whether it
   * holds.
   */
  holdsUntil: () => number | null;
  /** The change-feed topics (of PAGE_TOPICS) of the kept answers given. */
  topics: () => readonly string[];
}

/**
 * The change-feed topics of the answers pages are made from: a write to their data moves one
 * of them, here at once or, from another instance, within a second (platform/change-feed.ts).
 */
export const PAGE_TOPICS: readonly string[] = [JOB_OFFERS_TOPIC, REFERENCES_TOPIC, EVENTS_TOPIC];

/** The query of a request as a query string gives it (strings), for the route's schema. */
function queryOf(options: PageRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

/**
 * A vacancy's page: one removed answers BE_JOBOFFER_INVALID (410, gone), one that never existed
 * NOT_FOUND (404), as a record's page answers (contract crawl.ts RECORD_PAGES).
 */
async function pageFailure(app: App, read: PublicRead, error: unknown): Promise<unknown> {
  if (
    read.endpoint === JOBOFFER_SEARCH_ENDPOINTS.jobOffer &&
    error instanceof AppError &&
    error.code === 'BE_JOBOFFER_INVALID' &&
    (await app.services.jobOfferPublishing.listing(Number(read.params.id))) === undefined
  )
    return new AppError('NOT_FOUND');
  return error;
}

/**
 * The API a server-rendered page's queries ask, answered by the routes' own handlers (no HTTP
 * request): each path is matched against the public GET endpoints of the endpoint table, its
 * parameters and query validated by the endpoint's schemas and its answer cut by its response
 * schema, as the route does (public-read.ts), for the language of the page and on behalf of the
 * page's visitor (`ip`; never their account: a page is the same for everyone). A path of no
 * public endpoint, or of none a public page declares it reads, fails; the page's query then
 * loads in the browser, as without a server render.
 */
export function pageTransport(
  app: App,
  lang: ApiLanguage,
  ip: string,
  /** Whether the answers are wanted, or only their sources (a kept page checked again). */
  answers = true,
): PageTransport {
  const sources = new Map<string, unknown>();
  const requests = new Map<string, { path: string; options: PageRequest }>();
  let failures = 0;
  // Until when the answers hold (see holdsUntil); null once one was not kept.
  let until: number | null = Number.POSITIVE_INFINITY;
  const topics = new Set<string>();

  const transport = async (path: string, options: PageRequest): Promise<unknown> => {
    const query = queryOf(options);
    const key = `${path}?${new URLSearchParams(query).toString()}`;
    requests.set(key, { path, options });
    let read: PublicRead | null = null;
    try {
      read = readPublic(app, path, query, { lang, ip });
      // A public page reads what the pages declare they read (web-routes.ts PUBLIC_PAGES).
      if (!PUBLIC_PAGE_READS.has(read.endpoint.path)) throw new AppError('NOT_FOUND');
      const answer = await read.answer();
      sources.set(key, answer.value);
      const kept = answer.kept;
      until = until === null || kept?.until == null ? null : Math.min(until, kept.until);
      for (const topic of kept?.topics ?? []) topics.add(topic);
      return answers ? answer.body() : undefined;
    } catch (error) {
      failures += 1;
      throw read ? await pageFailure(app, read, error) : error;
    }
  };
  return {
    transport,
    sources,
    requests,
    failed: () => failures > 0,
    holdsUntil: () => until,
    topics: () => [...topics],
  };
}
