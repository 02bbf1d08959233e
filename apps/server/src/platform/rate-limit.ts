import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@vaga/contract';
import { AppError } from './app-error.ts';
import { FileStoreUnavailableError } from './file-store.ts';
import type { Clock } from './clock.ts';
import type { RefusalGate } from './rate-limit-gate.ts';
import { prefixOf, requesterOf, routePrefix } from './rate-limit-gate.ts';
import type { App } from './types.ts';
import { withFirst } from './route-hooks.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed-window counters kept where every instance counts (the database). */
export interface RateLimitCounter {
  /** Counts one hit of `key` and answers the window's count and end. */
  hit(
    key: string,
    now: string,
    windowEndsAt: string,
  ): Promise<{ count: number; windowEndsAt: string }>;
  /** Takes back one hit of `key` counted in the window still running at `now`. */
  refund(key: string, now: string): Promise<void>;
}

export interface RateLimitOptions {
  counter: RateLimitCounter;
  clock: Clock;
  /** The keys seen over their limit, shared with `earlyRefusal`. */
  gate: RefusalGate;
}

/**
 * A @fastify/rate-limit store over a shared counter: every instance counts in one place, and
 * refuses a key it already saw over its limit without asking the counter again.
 */
function sharedStore(counter: RateLimitCounter, clock: Clock, gate: RefusalGate) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: RouteParams = {}) {
      this.prefix = routePrefix(params.groupId, params.routeInfo?.method, params.routeInfo?.url);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max?: number): void {
      const now = clock.now();
      const fullKey = `${this.prefix}|${key}`;
      const known = gate.hit(fullKey, now.getTime());
      if (known) {
        callback(null, known);
        return;
      }
      counter
        .hit(fullKey, now.toISOString(), new Date(now.getTime() + timeWindow).toISOString())
        .then(
          ({ count, windowEndsAt }) => {
            const endsAt = Date.parse(windowEndsAt);
            if (max !== undefined && count > max) gate.remember(fullKey, count, endsAt, max);
            callback(null, { current: count, ttl: Math.max(0, endsAt - now.getTime()) });
          },
          (error: Error) => callback(error),
        );
    }

    // At run time the plugin passes the route's merged limit options (with `routeInfo`).
    child(params: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedRateLimitStore(params as unknown as RouteParams);
    }
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const REFUSED_BODY = JSON.stringify({
  code: 'TOO_MANY_REQUESTS',
  errorArgs: [],
} satisfies ErrorBody);

/** Counts per client address (the login endpoints, whose callers have no session yet). */
export function byAddress(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** Counts per account when the caller has a session (set by the auth guard), else per address. */
export function byAccountOrAddress(request: FastifyRequest): string {
  return request.account ? `account:${request.account.id}` : byAddress(request);
}

/**
 * Rate limits for every route with `config.rateLimit` (write routes get the default of
 * platform/route-access.ts), counted per account or client address and per route; over the
 * limit answers 429 `TOO_MANY_REQUESTS`. The check runs after the auth guard (each is a hook of
 * the route's own, and the guard puts itself first), so the caller's account is known.
 * `earlyRefusal`, registered after the guard, puts the early refusal before it.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: App, options) => {
    const { clock, gate } = options;
    // A request the file store failed (FILE_STORE_UNAVAILABLE) did nothing: it uses none of
    // the caller's limit (three exports a window, uploads).
    app.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof FileStoreUnavailableError)) return;
      const prefix = prefixOf(request.routeOptions);
      if (!prefix) return;
      await options.counter
        .refund(`${prefix}|${byAccountOrAddress(request)}`, clock.now().toISOString())
        .catch((err: unknown) => request.log.warn({ err }, 'rate-limit hit not taken back'));
    });
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(options.counter, clock, gate),
      keyGenerator: byAccountOrAddress,
      onExceeded: (request, key) => {
        const prefix = prefixOf(request.routeOptions);
        if (prefix) gate.alias(requesterOf(request, prefix), `${prefix}|${key}`);
      },
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'shared-rate-limit' },
);

/** The early refusal of a route whose counter key starts with `prefix`. */
function earlyRefusalOf(prefix: string, gate: RefusalGate, clock: Clock): onRequestHookHandler {
  return function earlyRefusalHook(request, reply, done) {
    const now = clock.millis();
    const refusal = gate.refusingAt(now) && gate.refuse(requesterOf(request, prefix), now);
    if (!refusal) {
      done();
      return;
    }
    const seconds = Math.ceil(refusal.ttl / 1000);
    reply.header('x-ratelimit-limit', refusal.max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', seconds);
    reply.header('retry-after', seconds);
    // The error handler's answer to AppError('TOO_MANY_REQUESTS'), without building an error.
    reply.code(429).type(JSON_TYPE).send(REFUSED_BODY);
  };
}

/**
 * Refuses a requester this instance already refused while its key's window lasts, before the
 * session lookup, the counter and the body: a flood of refused requests stays cheap. The shared
 * counter stays the authority: a key is only refused early once it counted over its limit there,
 * so the limit holds across instances. One consequence: a token revoked during the window is
 * answered 429 rather than 401 until the window ends.
 *
 * The refusal is the first own `onRequest` hook of each route with a limit, made for its counter
 * key's prefix when the route is added (register this after the auth guard, which puts itself
 * first likewise): a route without a limit runs no hook of it, and no request reads its route's
 * options to learn its prefix.
 */
export const earlyRefusal = fp<Pick<RateLimitOptions, 'clock' | 'gate'>>(
  async (app: App, { clock, gate }) => {
    app.addHook('onRoute', (route) => {
      const prefix = prefixOf(route);
      if (!prefix) return;
      route.onRequest = withFirst(earlyRefusalOf(prefix, gate, clock), route.onRequest);
    });
  },
  { name: 'early-refusal', dependencies: ['shared-rate-limit'] },
);
