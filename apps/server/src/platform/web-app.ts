import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_BASE, TEST_LANGUAGES_META } from '@vaga/contract';
import { sendNotFound } from './error-handler.ts';
import { loadIndexPage, sendIndexPage, withHeadTag } from './index-page.ts';
import { registerWithAccess } from './route-access.ts';
import { ANSWERS_DOCUMENT } from './security-headers.ts';
import type { App } from './types.ts';

const API_PREFIXES = [
  `${SERVICE_BASE}/DeJobSeekApi/`,
  `${SERVICE_BASE}/api/`,
  '/healthz',
  '/readyz',
  '/oidc/',
];
const API_EXACT = new Set(
  [
    'authorize',
    'access_token',
    'refresh_token',
    'logout',
    'profile',
    'signature',
    'openapi.json',
    'docs',
  ].map((p) => `${SERVICE_BASE}/${p}`),
);

/** Whether a path belongs to the API (answers JSON 404) rather than to the web app's routes. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return (
    API_PREFIXES.some((p) => pathname.startsWith(p)) ||
    API_EXACT.has(pathname) ||
    pathname.startsWith(`${SERVICE_BASE}/docs/`)
  );
}

/**
 * How long a browser keeps a built file (`file` relative to the build's root): the hashed files
 * under assets/ for good; everything else (index.html, the service worker sw.js, the manifests,
 * the icons) is revalidated on every load, so a new version is seen at once and a worker is never
 * stuck in a cache.
 */
export function cacheControlOf(file: string): string {
  return file.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The web build's list of client routes' chunks (apps/web/build/first-screen.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The files of one kind (`js`: the chunks, `css`: the route's own stylesheets, which the app
 * otherwise adds when the route's code loads) the build names for each client route path: files
 * of this site's assets/ only; an absent or unreadable list (an older build) names nothing, and
 * the routes load their files as the app asks for them.
 */
function loadRouteFiles(webDist: string, kind: 'js' | 'css'): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const ownFile = new RegExp(`^/assets/[\\w.-]+\\.${kind}$`);
  try {
    const listed = JSON.parse(
      readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8'),
    ) as unknown;
    if (!listed || typeof listed !== 'object') return routes;
    for (const [route, files] of Object.entries(listed)) {
      if (!Array.isArray(files)) continue;
      const own = files.filter((f): f is string => typeof f === 'string' && ownFile.test(f));
      if (own.length > 0) routes.set(route, own);
    }
  } catch {
    // No list: nothing is named.
  }
  return routes;
}

export const loadRoutePreloads = (webDist: string) => loadRouteFiles(webDist, 'js');

/** A route's stylesheet: its address and its text, written inline in a server-rendered page. */
export interface RouteStyle {
  href: string;
  text: string;
}

/** The stylesheets of each client route the build lists, read once; an unreadable one is left out. */
export function loadRouteStyles(webDist: string): Map<string, RouteStyle[]> {
  const styles = new Map<string, RouteStyle[]>();
  for (const [route, files] of loadRouteFiles(webDist, 'css')) {
    const read = files.flatMap((href) => {
      try {
        return [{ href, text: readFileSync(path.join(webDist, href.slice(1)), 'utf8') }];
      } catch {
        return [];
      }
    });
    if (read.length > 0) styles.set(route, read);
  }
  return styles;
}

/** What the server-rendered pages (modules/pages) take from the web app. */
export interface WebApp {
  /** index.html, as the build wrote it. */
  indexHtml: string;
  /** The `Link` header of a route's first screen at `pathname` (`route`: its pattern). */
  links: (pathname: string, route: string) => string | null;
  /** The `Link` header of a server-rendered page at `pathname`: its images, no scripts. */
  imageLinks: (pathname: string) => string | null;
  /** The chunks of a route (its pattern), beside the entry's. */
  scripts: (route: string) => readonly string[];
  /** The stylesheets of a route (its pattern). */
  styles: (route: string) => readonly RouteStyle[];
}

export interface WebAppOptions {
  /**
   * Images a client route's first screen shows largest, sent as `Link: rel=preload` with its
   * index.html so the browser fetches them before the app has asked for them (paths of this site).
   */
  preloadedImages?: (pathname: string) => readonly string[];
  /**
   * The security headers of a page (installSecurityHeaders), written by the routes that answer
   * the app's page: `/index.html` (no hook at send) and the not-found handler (no route).
   */
  documentHeaders: Readonly<Record<string, string>>;
  /**
   * The test languages the server answers in (`PSEUDO_LANGUAGES=1`): named to the app by a meta of
   * its page (TEST_LANGUAGES_META), which accepts `?language=en-XA` only then.
   */
  testLanguages?: readonly string[];
}

/** The meta that names the test languages to the app; null when there are none. */
export function testLanguagesTag(tags: readonly string[] = []): string | null {
  if (tags.length === 0) return null;
  return `<meta name="${TEST_LANGUAGES_META}" content="${tags.join(' ')}" />`;
}

/**
 * Serves the built web app: hashed files under /assets are immutable, everything else
 * (index.html, the service worker, the manifests) is revalidated on every load. Text files are sent
 * as the brotli or gzip copy the build wrote beside them when the browser accepts one. Client routes
 * fall back to index.html (kept in memory: platform/index-page.ts); unknown API paths answer the JSON `NOT_FOUND`.
 */
export async function webAppRoutes(
  app: App,
  webDist: string | null,
  options: WebAppOptions,
): Promise<WebApp | null> {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const indexPage = hasWeb
    ? withHeadTag(loadIndexPage(webDist), testLanguagesTag(options.testLanguages))
    : null;
  const routePreloads = hasWeb ? loadRoutePreloads(webDist) : new Map<string, string[]>();
  const routeStyles = hasWeb ? loadRouteStyles(webDist) : new Map<string, RouteStyle[]>();
  const images = (pathname: string) =>
    (options.preloadedImages?.(pathname) ?? []).map(
      (image) => `<${image}>; rel=preload; as=image; fetchpriority=high`,
    );
  /** What the route's first screen needs, fetched beside the entry script. */
  const links = (pathname: string, route: string): string | null => {
    const all = [
      ...images(pathname),
      ...(routePreloads.get(route) ?? []).map((file) => `<${file}>; rel=modulepreload`),
    ];
    return all.length > 0 ? all.join(', ') : null;
  };
  const imageLinks = (pathname: string) => images(pathname).join(', ') || null;
  if (hasWeb) {
    // The web app's files are public: its pages ask the API for what needs a login.
    await registerWithAccess(
      app,
      'public',
      () =>
        app.register(fastifyStatic, {
          root: webDist,
          prefix: '/',
          wildcard: false,
          index: false,
          // `<file>.br` / `<file>.gz` written by the build are sent by Accept-Encoding.
          preCompressed: true,
          // index.html is answered from memory (below), as the server may have written to it.
          globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
          setHeaders(res, filePath) {
            res.header('Cache-Control', cacheControlOf(path.relative(webDist, filePath)));
          },
        }),
      // Files the build did not compress (images, files of a few hundred bytes) gain nothing from it.
      { compress: false },
    );
  }

  if (hasWeb) {
    // The service worker precaches the page by this address: the same page as every route's.
    app.get(
      '/index.html',
      { config: { auth: 'public', ...ANSWERS_DOCUMENT }, schema: { hide: true }, compress: false },
      (request, reply) => {
        reply.headers(options.documentHeaders);
        return sendIndexPage(request, reply, indexPage!);
      },
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (
      !hasWeb ||
      isApiPath(request.url) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendNotFound(reply);
    }
    const pathname = request.url.split('?')[0];
    // A missing file with an extension (e.g. /assets/old-hash.js) is a real 404, not a route.
    if (/\.[a-z0-9]+$/i.test(pathname)) return sendNotFound(reply);
    const link = links(pathname, pathname);
    if (link) reply.header('link', link);
    reply.headers(options.documentHeaders);
    return sendIndexPage(request, reply, indexPage!);
  });
  if (!hasWeb) return null;
  return {
    indexHtml: indexPage!.plain.body.toString('utf8'),
    links,
    imageLinks,
    scripts: (route) => routePreloads.get(route) ?? [],
    styles: (route) => routeStyles.get(route) ?? [],
  };
}
