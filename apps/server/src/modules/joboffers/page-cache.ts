import type { Clock } from '../../platform/clock.ts';

/** How long a computed list page may be answered again (ms of the injected clock). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Most pages kept; the oldest is dropped first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

interface Entry<V> {
  value: V;
  computedAt: number;
  validUntil: number;
}

/**
 * A short-lived cache of list and search pages (their ids and total, never the cards, whose
 * validity is computed at every answer), local to one server instance.
 *
 * A page is answered again only while all of these hold:
 * - less than {@link PAGE_CACHE_TTL_MS} has passed since it was computed, so vacancies written
 *   by another instance show within that time;
 * - the clock has not gone back;
 * - no vacancy has left the lists since: `validUntil` is when the earliest-published listed
 *   vacancy is removed, given by the caller;
 * - nothing was indexed or swept by this instance since (`clear()`).
 * Nothing depends on it: an instance without it answers the same, only slower.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly clock: Clock) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock.now().getTime();
    const fresh =
      now >= entry.computedAt &&
      now < entry.computedAt + PAGE_CACHE_TTL_MS &&
      now < entry.validUntil;
    if (fresh) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, computedAt: Date, validUntil: Date | null): void {
    if (this.entries.size >= PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, {
      value,
      computedAt: computedAt.getTime(),
      validUntil: validUntil ? validUntil.getTime() : Number.POSITIVE_INFINITY,
    });
  }

  clear(): void {
    this.entries.clear();
  }
}
