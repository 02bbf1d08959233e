// The config is bundled on its own: the contract's paths come from their file (it imports nothing).
import { PATHS } from '../../../packages/contract/src/paths.ts';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { API_CACHES } from '../src/shared/lib/api-caches.ts';
import { PUSH_WORKER_FILE } from './push-worker.ts';

/** How long a cached answer waits for the network before the cache answers instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** API paths (`:name` = a number, as the ids are), each with any query, on this origin. */
export function apiPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .split(/:[A-Za-z]+/)
      .map(escape)
      .join('[0-9]+'),
  );
  return new RegExp(`^https?://[^/]+(?:${alternatives.join('|')})(?:\\?[^#]*)?$`);
}

/**
 * The GET answers the offline screens need (the home, the job classes, a class's vacancies, the
 * saved vacancies and their details). Nothing else is cached: not the login, the tokens, the
 * account profile, /oidc, files, and no other method than GET.
 */
export const PUBLIC_API = [
  PATHS.references,
  PATHS.serviceHome,
  PATHS.banners,
  PATHS.jobOfferSummary,
  PATHS.topKeywords,
  PATHS.localVacancyCatalog,
  PATHS.localVacancy,
  PATHS.jobOffer,
];
export const PERSONAL_API = [PATHS.favorites, PATHS.favoritesDetail];

/**
 * The cache key of an answer: its address and its language (the API answers in the request's
 * Accept-Language, spec §7), so a language switch never shows the other language's answer.
 * Serialised into sw.js: it must use nothing from around it.
 */
const byLanguage = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__language', request.headers.get('Accept-Language') ?? '');
    return url.href;
  },
};

function networkFirst(paths: readonly string[], cacheName: string, maxEntries: number) {
  return {
    urlPattern: apiPattern(paths),
    method: 'GET' as const,
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries, maxAgeSeconds: 7 * 24 * 3600 },
      matchOptions: { ignoreVary: true },
      plugins: [byLanguage],
    },
  };
}

/**
 * Addresses the server answers itself: a navigation to them never gets the app's shell. Workbox
 * tests these against the path with its query.
 */
export const SERVER_NAVIGATIONS = [
  /^\/service\/(?:DeJobSeekApi|api|docs)(?:[/?]|$)/,
  /^\/service\/(?:login|authorize|access_token|refresh_token|logout|profile|signature)(?:[/?]|$)/,
  // the page of an e-mail's "Stop these e-mails" link
  /^\/service\/unsubscribe(?:\?|$)/,
  /^\/service\/openapi\.json(?:\?|$)/,
  /^\/oidc(?:[/?]|$)/,
  /^\/(?:healthz|readyz)(?:\?|$)/,
  // files (icons, manifests, the worker itself)
  /^[^?]*\/[^/?]+\.[a-z0-9]+(?:\?|$)/i,
];

/**
 * The service worker (Workbox, generateSW): the built shell is precached (index.html, the hashed
 * assets with the locale texts, icons, manifests) and answers every navigation of the app; the
 * listed API answers are network-first. A new version waits (`prompt`): it takes over only when
 * the person accepts the reload (src/app/pwa), so an open page keeps the files it started with.
 * It also shows Web Push notifications and opens their screen (build/push-worker.ts).
 */
export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // src/app/pwa registers it after the first screen, with workbox-window loaded on demand.
  injectRegister: false,
  // The manifests are written per language by build/manifests.ts.
  manifest: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html,json,svg,png,webmanifest}'],
    // Console chunks (build/console-boundary.ts) are not precached: residents never download them.
    globIgnores: ['**/node_modules/**', 'sw.js', 'assets/console/**'],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: SERVER_NAVIGATIONS,
    inlineWorkboxRuntime: true,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    // The push and notification-click handlers (build/push-worker.ts).
    importScripts: [PUSH_WORKER_FILE],
    runtimeCaching: [
      networkFirst(PERSONAL_API, API_CACHES.personal, 20),
      networkFirst(PUBLIC_API, API_CACHES.public, 60),
    ],
  },
};
