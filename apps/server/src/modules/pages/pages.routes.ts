import { LANGUAGES, languageOf, languagesInUse } from '@vaga/contract';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  buildPath,
  DEFAULT_LOCALE,
  EVENT_PAGE,
  EVENT_STATUS_IDS,
  LOCALE_TO_API_LANGUAGE,
  normalizeLocale,
  PATHS,
  type ApiLanguage,
  type EventDetail,
  type JobOfferDetail,
  type Locale,
} from '@vaga/contract';
import { acceptedEncoding, compressJson, type AnswerEncoding } from '../../platform/json-body.ts';
import { ANSWERS_DOCUMENT } from '../../platform/security-headers.ts';
import type { App } from '../../platform/types.ts';
import type { RouteStyle } from '../../platform/web-app.ts';
import { pageHtml, pageTemplate, type PageHead, type PageTemplate } from './page-head.ts';
import {
  PAGE_TOPICS,
  pageTransport,
  type PageRequest,
  type PageTransport,
} from './page-transport.ts';
import { setBounded } from '../../platform/bounded-map.ts';

/** What the web build's server renderer (apps/web/src/entry-server.tsx) offers the server. */
export interface PageRenderer {
  prepare(locales: readonly Locale[]): Promise<void>;
  loadPage(input: {
    url: string;
    locale: Locale;
    transport: (path: string, options: PageRequest) => Promise<unknown>;
  }): Promise<{
    status: number;
    complete: boolean;
    render(): Promise<{ html: string; state: string; title: string; description: string | null }>;
  }>;
  /** The route patterns it renders. */
  SERVER_RENDERED: readonly string[];
  SSR_STATE_ID: string;
  vacancyIdOf(pathname: string): number | null;
}

/** The folder of the server renderer's build, beside the web app's (`npm run build -w @vaga/web`). */
export function rendererDir(webDist: string): string {
  return path.join(path.dirname(path.resolve(webDist)), 'dist-server');
}

/** Loads the server renderer built beside the web app, or null when there is none. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(rendererDir(webDist), 'entry-server.js');
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  await renderer.prepare(languagesInUse().map((language) => language.tag as Locale));
  return renderer;
}

/** Most pages kept; the oldest is dropped first. */
export const PAGE_HTML_MAX_ENTRIES = 1_000;
/** Longest a page made of answers with a change-feed topic is answered again (ms of the clock). */
export const PAGE_HTML_MAX_AGE_MS = 10_000;

interface KeptPage {
  /**
   * For a page made only of answers with a change-feed topic (PageTransport.holdsUntil): the
   * topics of its answers and their versions read before it was made; null for the others,
   * checked by asking the routes again.
   */
  versions: { topics: readonly string[]; at: number[] } | null;
  /** When it was made, and until when it holds while the versions do not move (ms of the clock). */
  madeAt: number;
  until: number;
  /**
   * Its headers as sent, made once with it: the document's security set, type, ETag, caching and
   * the `Link` of its first screen (the encoding is added per answer).
   */
  headers: Readonly<Record<string, string>>;
  /** The language of the routes' answers. */
  language: ApiLanguage;
  /** The routes' answers it was made from (see PageTransport.sources). */
  sources: Map<string, unknown>;
  /** The requests that gave them, asked again to check the page still holds. */
  requests: Map<string, { path: string; options: PageRequest }>;
  status: number;
  body: Buffer;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  etag: string;
}

/** Whether two answers are the same: the same kept object, or the same JSON. */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameSources(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    if (!b.has(key) || !sameAnswer(value, b.get(key))) return false;
  }
  return true;
}

/** The language of a page: its `language` query, as the web app reads it; else the default. */
export function pageLocale(language: unknown): Locale {
  return (typeof language === 'string' && normalizeLocale(language)) || DEFAULT_LOCALE;
}

/** The address of `url` in `locale` (its `language` query set), or without one (x-default). */
function addressIn(origin: string, url: URL, locale: Locale | null): string {
  const out = new URL(url.pathname + url.search, origin);
  out.searchParams.delete('detail');
  out.searchParams.delete('language');
  if (locale) out.searchParams.set('language', locale);
  return out.href;
}

export interface PageRoutesOptions {
  renderer: PageRenderer;
  indexHtml: string;
  /** The site's public address (PUBLIC_URL): canonical and alternate links are absolute. */
  origin: string;
  /** The `Link` header of a page's first screen: its images (platform/web-app.ts). */
  imageLinks: (pathname: string) => string | null;
  /** The security headers of a page (platform/security-headers.ts), written with its own. */
  documentHeaders: Readonly<Record<string, string>>;
  /** The chunks a route's first screen needs beside the entry's (paths of this site). */
  scripts: (route: string) => readonly string[];
  /** Stylesheets a route's first screen needs. */
  styles: (route: string) => readonly RouteStyle[];
  /** schema.org data of a vacancy's page (JobPosting), when a builder is given. */
  structuredData?: (
    vacancy: JobOfferDetail,
    at: { origin: string; language: Locale; url: string },
  ) => Record<string, unknown> | null;
}

/**
 * The public pages rendered on the server: `/service`, the job classes, the job list,
 * a vacancy's own page, the event list and an event's page, in the language of their
 * `language` query. Each page's data comes from the public routes' own handlers
 * (modules/pages/page-transport.ts), and how long it holds from their kept values (platform/kept.ts).
 * A page is kept by its address (path and query, the language included) with its bytes,
 * compressed copies and ETag, and answered again without rendering:
 * - a page made only of answers with change-feed topics (vacancies, events, the service home)
 *   with no service call at all, while the versions of its answers' topics have not moved since
 *   it was made (a write here, or within a second on another instance), until the first instant
 *   one of its answers changes by time (a vacancy expiring, an event's registration opening or
 *   closing, a banner's showing; the read caches' own TTLs) and for at most PAGE_HTML_MAX_AGE_MS;
 * - the others (the job classes of an event: its vacancies' answers have no topic) while the
 *   routes' answers it was made from, asked again, are the same.
 */
export async function pageRoutes(app: App, options: PageRoutesOptions): Promise<void> {
  const { renderer, origin } = options;
  const template = pageTemplate(options.indexHtml);
  if (!template) return;
  // By the address as asked (path and query): the page and its language follow from it.
  const kept = new Map<string, KeptPage>();
  // Pages being made, by the same key, with the versions read before: a burst on a page not
  // kept makes it once (a request after a write waits for a page made after it).
  const making = new Map<string, { versions: string; page: Promise<KeptPage> }>();
  const versionsNow = () => PAGE_TOPICS.map((topic) => app.changeFeed.version(topic));

  /** The kept page of `key` while it holds (else dropped). */
  const keptPage = async (key: string, request: FastifyRequest): Promise<KeptPage | undefined> => {
    const page = kept.get(key);
    if (!page) return undefined;
    if (page.versions) {
      const now = app.clock.millis();
      const { topics, at } = page.versions;
      if (
        now >= page.madeAt &&
        now < page.until &&
        topics.every((topic, i) => app.changeFeed.version(topic) === at[i])
      )
        return page;
    } else if (await stillHolds(page, page.language, request.ip)) return page;
    if (kept.get(key) === page) kept.delete(key);
    return undefined;
  };

  /** Makes the page of `key`, and keeps it when it may be answered again. */
  const makePage = async (key: string, request: FastifyRequest, route: string) => {
    const url = new URL(request.url, 'http://localhost');
    const locale = pageLocale(url.searchParams.get('language'));
    const language = LOCALE_TO_API_LANGUAGE[locale];
    // Read before the routes are asked: a write meanwhile leaves the page stale at once.
    const versions = versionsNow();
    const madeAt = app.clock.millis();
    const data = pageTransport(app, language, request.ip);
    const loaded = await renderer.loadPage({
      url: url.pathname + url.search,
      locale,
      transport: data.transport,
    });
    const page = await renderPage(template, route, url, locale, loaded, data);
    const holds = data.holdsUntil();
    page.language = language;
    const links = options.imageLinks(url.pathname);
    if (links) page.headers = { ...page.headers, link: links };
    page.madeAt = madeAt;
    const topics = data.topics();
    page.versions =
      holds === null
        ? null
        : { topics, at: topics.map((topic) => versions[PAGE_TOPICS.indexOf(topic)] ?? -1) };
    page.until = Math.min(holds ?? Number.POSITIVE_INFINITY, madeAt + PAGE_HTML_MAX_AGE_MS);
    kept.delete(key);
    if (loaded.complete && !data.failed() && (holds === null || page.until > madeAt)) {
      setBounded(kept, key, page, PAGE_HTML_MAX_ENTRIES);
    }
    return page;
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply, route: string) => {
    const key = request.url;
    let page = await keptPage(key, request);
    if (!page) {
      // `/job-service/job/abc`: no vacancy's address; the app's shell answers (its not-found page).
      if (
        route.includes(':') &&
        renderer.vacancyIdOf(new URL(key, 'http://localhost').pathname) === null
      ) {
        return reply.callNotFound();
      }
      const versions = versionsNow().join();
      let pending = making.get(key);
      if (pending?.versions !== versions) {
        const made = makePage(key, request, route).finally(() => {
          if (making.get(key) === pending) making.delete(key);
        });
        pending = { versions, page: made };
        making.set(key, pending);
      }
      page = await pending.page;
    }
    reply.status(page.status).headers(page.headers);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    // Compressed once per page and encoding, as the build's own files are.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    const chosen = page;
    const body = (chosen.encoded[encoding] ??= compressJson(chosen.body, encoding));
    return reply.header('content-encoding', encoding).send(body);
  };

  /** Whether the page's requests, asked again of the routes, answer what it was made from. */
  const stillHolds = async (page: KeptPage, language: ApiLanguage, ip: string) => {
    const again = pageTransport(app, language, ip, false);
    try {
      for (const { path, options } of page.requests.values()) await again.transport(path, options);
    } catch {
      return false;
    }
    return sameSources(page.sources, again.sources);
  };

  const renderPage = async (
    template: PageTemplate,
    route: string,
    url: URL,
    locale: Locale,
    loaded: Awaited<ReturnType<PageRenderer['loadPage']>>,
    data: PageTransport,
  ): Promise<KeptPage> => {
    const { sources, requests } = data;
    const rendered = await loaded.render();
    const id = renderer.vacancyIdOf(url.pathname);
    const vacancy =
      id === null
        ? undefined
        : (sources.get(`${buildPath(PATHS.jobOffer, { id })}?`) as JobOfferDetail | undefined);
    // An event's page: indexed while its event is enrolling (the sitemap lists those only).
    const eventId = url.pathname === EVENT_PAGE ? url.searchParams.get('eventId') : null;
    const event =
      eventId !== null && /^[1-9]\d{0,9}$/.test(eventId)
        ? (sources.get(`${buildPath(PATHS.event, { id: Number(eventId) })}?`) as
            EventDetail | undefined)
        : undefined;
    const canonical = addressIn(origin, url, locale);
    const head: PageHead = {
      title: rendered.title,
      description: rendered.description,
      canonical,
      alternates: [
        ...LANGUAGES.map((l) => ({ hreflang: l.hreflang, href: addressIn(origin, url, l.tag) })),
        { hreflang: 'x-default', href: addressIn(origin, url, null) },
      ],
      image: new URL('/icons/icon-512.png', origin).href,
      noindex:
        loaded.status !== 200 ||
        (vacancy !== undefined && vacancy.isValid !== 1) ||
        (url.pathname === EVENT_PAGE && event?.typeEventStatus !== EVENT_STATUS_IDS.enrolling),
      ogLocale: languageOf(locale).ogLocale,
      structuredData:
        vacancy && vacancy.isValid === 1
          ? options.structuredData?.(vacancy, { origin, language: locale, url: canonical })
          : null,
      styles: options.styles(route),
      scripts: options.scripts(route),
    };
    const body = Buffer.from(
      pageHtml(template, {
        lang: locale,
        head,
        html: rendered.html,
        state: rendered.state,
        stateId: renderer.SSR_STATE_ID,
      }),
    );
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return {
      versions: null,
      madeAt: 0,
      until: 0,
      headers: {
        ...options.documentHeaders,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        etag,
        vary: 'accept-encoding',
      },
      language: LOCALE_TO_API_LANGUAGE[locale],
      sources,
      requests,
      status: loaded.status,
      body,
      encoded: {},
      etag,
    };
  };

  for (const route of renderer.SERVER_RENDERED) {
    app.get(
      route,
      { config: { auth: 'public', ...ANSWERS_DOCUMENT }, schema: { hide: true }, compress: false },
      (request, reply) => answer(request, reply, route),
    );
  }
}
