import type { Clock } from '../../platform/clock.ts';
import { setBounded } from '../../platform/bounded-map.ts';

/** How long a computed list page may be answered again (ms of the injected clock). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Most pages kept; the oldest is dropped first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

interface Entry<V> {
  value: V;
  version: number;
  computedAt: number;
  validUntil: number;
}

/**
 * A short-lived cache of list and search pages (their ids and total, never the cards, whose
 * validity is computed at every answer), local to one server instance.
 *
 * A page is answered again only while all of these hold:
 * - the data it was computed from has not changed: `version()` (the change-feed counters of
 *   the topics it depends on, which move on a write here or, within a second, on another
 *   instance) is what it was when the page was computed;
 * - less than {@link PAGE_CACHE_TTL_MS} has passed since it was computed, for writes that bump
 *   no version;
 * - the clock has not gone back;
 * - no vacancy has left the lists since: `validUntil` is when the earliest-published listed
 *   vacancy is removed, given by the caller.
 * Past its TTL, a page is kept (until replaced, dropped by the rules above or evicted) for
 * {@link PageCache.getPastTtl}. Nothing depends on it: an instance without it answers the same,
 * only slower, and refuses more under a flood.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  /** `version` moves whenever the data of the pages changes. */
  constructor(
    private readonly clock: Clock,
    readonly version: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.current(key);
    if (entry && this.clock.millis() < entry.computedAt + PAGE_CACHE_TTL_MS) return entry.value;
    return undefined;
  }

  /**
   * A page whose data has not changed since it was computed but that is past its TTL: answered
   * only when the page cannot be computed now (the compute gate refuses it under a flood). A write
   * seen by `version()` or a vacancy leaving the lists still drops it.
   */
  getPastTtl(key: string): V | undefined {
    return this.current(key)?.value;
  }

  /** The entry of `key` while its version, the clock and its validity allow it; else dropped. */
  private current(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock.millis();
    if (entry.version === this.version() && now >= entry.computedAt && now < entry.validUntil)
      return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a page computed from the data of `version` (read before computing it). */
  set(
    key: string,
    value: V,
    at: { version: number; computedAt: Date; validUntil: Date | null },
  ): void {
    const { version, computedAt, validUntil } = at;
    // A page computed again goes to the end of the eviction order.
    setBounded(
      this.entries,
      key,
      {
        value,
        version,
        computedAt: computedAt.getTime(),
        validUntil: validUntil ? validUntil.getTime() : Number.POSITIVE_INFINITY,
      },
      PAGE_CACHE_MAX_ENTRIES,
    );
  }
}
