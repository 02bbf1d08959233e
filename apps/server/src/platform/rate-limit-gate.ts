import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { setBounded } from './bounded-map.ts';

/** Keys over their limit (and requesters aliased to them) this instance remembers at most. */
export const EXCEEDED_KEYS_MAX = 10_000;

/** What a refusal answers in its headers. */
export interface KnownRefusal {
  /** The key's count, this request included. */
  current: number;
  /** Until the window ends (ms). */
  ttl: number;
  /** The route's limit. */
  max: number;
}

interface Exceeded {
  count: number;
  endsAt: number;
  max: number;
}

/** The counter key's prefix of a route: its rate-limit group, else its method and URL. */
export function routePrefix(
  groupId: string | undefined,
  method: string | string[] | undefined,
  url: string | undefined,
): string {
  return groupId ?? `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${url ?? '*'}`;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** What the counter key's prefix is made of: a route's options, when added or as a request's. */
export interface LimitedRoute {
  url?: string;
  method?: string | string[];
  config?: unknown;
}

/** The counter key's prefix of a route; null when it is none (not found) or has no limit. */
export function prefixOf({ url, method, config }: LimitedRoute): string | null {
  if (url === undefined) return null;
  const limit = (config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (!limit) return null;
  const groupId = typeof limit === 'object' ? (limit as { groupId?: string }).groupId : undefined;
  return routePrefix(groupId, method, url);
}

/**
 * Who sends a request on a route as far as can be told before it is authenticated: the route's
 * prefix, a digest of its bearer token (never the token itself) and its address.
 */
export function requesterOf(request: FastifyRequest, prefix: string): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const digest = token ? createHash('sha256').update(token).digest('base64url') : '-';
  return `${prefix}|${digest}|${request.ip}`;
}

/**
 * The counter keys this instance saw over their limit, until their window ends, and the
 * requesters (requesterOf) it refused under each. A fixed window's count only grows until the
 * window ends, so such a key is refused without counting in the database again, and a
 * requester already refused under it is refused before it is authenticated or its body read: a
 * client flooding a route costs a digest and two map lookups, not a session lookup and a write.
 */
export class RefusalGate {
  private readonly exceeded = new Map<string, Exceeded>();
  private readonly requesters = new Map<string, string>();
  /** When the last window of a remembered key ends (every key is forgotten then). */
  private lastEnd = 0;

  /** The refusal of `key`, counted once more, when it is known over its limit at `now`. */
  hit(key: string, now: number): KnownRefusal | null {
    const known = this.exceeded.get(key);
    if (!known) return null;
    if (known.endsAt <= now) {
      this.exceeded.delete(key);
      return null;
    }
    known.count += 1;
    return { current: known.count, ttl: known.endsAt - now, max: known.max };
  }

  /** Remembers a key the shared counter answered over its limit, until `endsAt`. */
  remember(key: string, count: number, endsAt: number, max: number): void {
    setBounded(this.exceeded, key, { count, endsAt, max }, EXCEEDED_KEYS_MAX);
    this.lastEnd = Math.max(this.lastEnd, endsAt);
  }

  /** Remembers that `requester` was refused under `key`. */
  alias(requester: string, key: string): void {
    if (this.exceeded.has(key)) setBounded(this.requesters, requester, key, EXCEEDED_KEYS_MAX);
  }

  /**
   * Whether any requester may be refused early at `now` (else there is nothing to look up).
   * Once every remembered window has ended, all is forgotten: a requester that never came back
   * is not kept, and the routes stop paying for a flood long over.
   */
  refusingAt(now: number): boolean {
    if (this.requesters.size === 0) return false;
    if (now < this.lastEnd) return true;
    this.requesters.clear();
    this.exceeded.clear();
    return false;
  }

  /** The refusal of a requester refused before, while its key is still over its limit. */
  refuse(requester: string, now: number): KnownRefusal | null {
    const key = this.requesters.get(requester);
    if (key === undefined) return null;
    const refusal = this.hit(key, now);
    if (!refusal) this.requesters.delete(requester);
    return refusal;
  }
}
