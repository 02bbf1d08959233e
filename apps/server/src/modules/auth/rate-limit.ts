import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/types.ts';
import { OidcStoreRepository } from './oidc-store.repository.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A @fastify/rate-limit store over the SQL database: every instance counts in one place. */
function sqlStore(repo: OidcStoreRepository, clock: Clock) {
  return class SqlRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: RouteParams = {}) {
      const method = params.routeInfo?.method;
      this.prefix =
        params.groupId ??
        `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${params.routeInfo?.url ?? '*'}`;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      repo
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
      return new SqlRateLimitStore(params as unknown as RouteParams);
    }
  };
}

/**
 * Rate limits for routes that ask with `config: { rateLimit: { max, timeWindow } }` (none
 * otherwise), counted per client address in the database; over the limit answers 429
 * `TOO_MANY_REQUESTS`.
 */
export const rateLimitPlugin = fp(
  async (app: App) => {
    await app.register(rateLimit, {
      global: false,
      store: sqlStore(new OidcStoreRepository(app.db), app.clock),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'sql-rate-limit' },
);
