import { PAGE_CACHE_TTL_MS } from './page-cache.ts';

interface Kept {
  since: number;
  version: number;
  readAt: number;
  value: string | null;
}

/**
 * The earliest publication at or after a list's `since` (the first listed vacancy to leave the
 * lists), which bounds how long a computed page may be kept. Every page computed at once needs
 * it, and it moves only with the vacancies or when that vacancy leaves: it is read once and
 * answered again while all of these hold, so an uncached page costs one statement fewer.
 * - the vacancies' version (the change feed) is the one it was read at;
 * - it was read less than a page's TTL ago (PAGE_CACHE_TTL_MS), for writes no version shows, and
 *   the clock has not gone back;
 * - `since` has not gone back (an earlier `since` may find an earlier publication);
 * - the publication is still at or after `since` (none found stays none while nothing changed).
 */
export class EarliestListed {
  private kept: Kept | undefined;

  constructor(
    private readonly read: (since: string) => Promise<string | null>,
    /** The clock's time, in ms. */
    private readonly now: () => number,
  ) {}

  async at(since: string, version: number): Promise<string | null> {
    const now = this.now();
    const from = Date.parse(since);
    const kept = this.kept;
    if (
      kept &&
      kept.version === version &&
      now >= kept.readAt &&
      now - kept.readAt < PAGE_CACHE_TTL_MS &&
      from >= kept.since &&
      (kept.value === null || Date.parse(kept.value) >= from)
    ) {
      return kept.value;
    }
    const value = await this.read(since);
    this.kept = { since: from, version, readAt: now, value };
    return value;
  }
}
