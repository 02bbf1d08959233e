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

/** Keys over their limit this instance remembers at most (the oldest are forgotten first). */
export const EXCEEDED_KEYS_MAX = 10_000;

/**
 * The keys this instance saw over their limit, until their window ends. A fixed window's count
 * only grows until it ends, so such a key is refused here without counting in the database: a
 * client flooding a route costs a map lookup, not a write.
 */
class ExceededKeys {
  private readonly keys = new Map<string, { count: number; endsAt: number }>();

  /** The key's count, one more, when it is known to be over its limit at `now`; else null. */
  hit(key: string, now: number): { current: number; ttl: number } | null {
    const known = this.keys.get(key);
    if (!known) return null;
    if (known.endsAt <= now) {
      this.keys.delete(key);
      return null;
    }
    known.count += 1;
    return { current: known.count, ttl: known.endsAt - now };
  }

  remember(key: string, count: number, endsAt: number): void {
    if (this.keys.size >= EXCEEDED_KEYS_MAX) {
      const oldest = this.keys.keys().next();
      if (!oldest.done) this.keys.delete(oldest.value);
    }
    this.keys.set(key, { count, endsAt });
  }
}

/**
 * A @fastify/rate-limit store over a shared counter: every instance counts in one place, and
 * refuses a key it already saw over its limit without asking the counter again.
 */
function sharedStore(counter: RateLimitCounter, clock: Clock) {
  const exceeded = new ExceededKeys();
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: RouteParams = {}) {
      const method = params.routeInfo?.method;
      this.prefix =
        params.groupId ??
        `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${params.routeInfo?.url ?? '*'}`;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max?: number): void {
      const now = clock.now();
      const fullKey = `${this.prefix}|${key}`;
      const known = exceeded.hit(fullKey, now.getTime());
      if (known) {
        callback(null, known);
        return;
      }
      counter
        .hit(fullKey, now.toISOString(), new Date(now.getTime() + timeWindow).toISOString())
        .then(
          ({ count, windowEndsAt }) => {
            const endsAt = Date.parse(windowEndsAt);
            if (max !== undefined && count > max) exceeded.remember(fullKey, count, endsAt);
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
