import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import type { App } from './types.ts';

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
}

export interface RateLimitOptions {
  counter: RateLimitCounter;
  clock: Clock;
}

/** A @fastify/rate-limit store over a shared counter: every instance counts in one place. */
function sharedStore(counter: RateLimitCounter, clock: Clock) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: RouteParams = {}) {
      const method = params.routeInfo?.method;
      this.prefix =
        params.groupId ??
        `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${params.routeInfo?.url ?? '*'}`;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      counter
        .hit(
          `${this.prefix}|${key}`,
          now.toISOString(),
          new Date(now.getTime() + timeWindow).toISOString(),
        )
        .then(
          ({ count, windowEndsAt }) =>
            callback(null, {
              current: count,
              ttl: Math.max(0, Date.parse(windowEndsAt) - now.getTime()),
            }),
          (error: Error) => callback(error),
        );
    }

    // At run time the plugin passes the route's merged limit options (with `routeInfo`).
    child(params: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedRateLimitStore(params as unknown as RouteParams);
    }
  };
}

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
 * limit answers 429 `TOO_MANY_REQUESTS`. The check runs after the auth guard (route hooks run
 * after the app's), so the caller's account is known.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: App, options) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(options.counter, options.clock),
      keyGenerator: byAccountOrAddress,
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'shared-rate-limit' },
);
