import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onSendHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from './types.ts';
import { withFirst } from './route-hooks.ts';

/**
 * The headers helmet writes for `options`, worked out once. Helmet builds them (and parses the
 * content security policy) on every call; they never change while the server runs.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of a JSON answer (OWASP's REST set, less `X-Frame-Options`: see below): nothing
 * may run, load or frame it, and it is never sniffed into something else; HSTS when the server is
 * reached over https (browsers ignore it over http). A browser renders no JSON answer, so the page
 * policies (referrer, opener, isolation) have nothing to act on.
 *
 * Framing is refused by `frame-ancestors 'none'` alone: CSP Level 2 makes `X-Frame-Options`
 * obsolete (a browser given both follows `frame-ancestors`), and every browser the app supports
 * reads it. Each header costs every answer its validation and writing in Node and its parsing in
 * the client; pages keep `X-Frame-Options` with the rest of helmet's set.
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Whether an answer of this content type is JSON (gets the API headers only). */
export function isJsonType(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `json`: the route answers JSON and nothing else (errors included): it gets the API set
     * alone. `document`: its handler writes the document set itself on each answer that is not
     * JSON. Either way no hook runs at every answer to learn its type (installSecurityHeaders).
     */
    answers?: 'json' | 'document';
  }
}

/** A route's config that says it answers JSON only (security headers, kept answers' routes). */
export const ANSWERS_JSON = { answers: 'json' } as const;

/**
 * A route's config that says its handler writes the whole document set itself on every answer
 * that is not JSON (a kept page's headers, made once with it), as `documentHeaders` gives it.
 */
export const ANSWERS_DOCUMENT = { answers: 'document' } as const;

/**
 * Every answer carries security headers, errors and files included: JSON answers the short API
 * set, every other answer (pages, the web app's files, downloads, the login pages) the whole
 * helmet set of `documentOptions`.
 *
 * The API set goes on at `onRequest`, prepared once. When the answer turns out not to be JSON, an
 * `onSend` hook writes the document set over it: a hook of each route's own, added as the route
 * is, except on the routes that declare what they answer (`config.answers`): JSON only (the
 * health checks, the kept answers' reads), or pages that carry the document set themselves (the
 * server-rendered pages, `/index.html`); those run no hook at send. A header a plugin's own earlier
 * hook already changed from the API set (the API docs' policy) is left as it set it. The
 * not-found handler is no route: what it answers as a page gets the set from `documentHeaders`.
 * Twelve headers on every JSON answer cost more to write and read than the answer itself.
 */
export function installSecurityHeaders(
  app: App,
  documentOptions: HelmetOptions,
  options: { https: boolean },
): Readonly<Record<string, string>> {
  const api = apiSecurityHeaders(options.https);
  const document = Object.freeze(securityHeaders(documentOptions));
  const documentNames = Object.keys(document);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(api);
    done();
  });
  const documentOnSend: onSendHookHandler = (_request, reply, payload, done) => {
    if (!isJsonType(reply.getHeader('content-type'))) {
      for (const name of documentNames) {
        const now = reply.getHeader(name);
        if (now === undefined || now === api[name]) reply.header(name, document[name]);
      }
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.answers !== undefined) return;
    route.onSend = withFirst(documentOnSend, route.onSend);
  });
  return document;
}
