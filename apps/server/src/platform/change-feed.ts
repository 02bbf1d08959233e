import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { ChangeFeedRepository, VersionWriter } from './change-feed.repository.ts';

/**
 * Tells the in-process caches of this instance that data they hold was written, here or by
 * another instance (docs/design.md: caches hear of other instances' writes within a second).
 *
 * Every write that changes cached data bumps its topic's version in `cache_version` (in the
 * write's transaction when there is one, else right after it). Each instance reads the versions
 * every CHANGE_FEED_POLL_MS (a one-table read of a few rows) and, when a topic's version moved,
 * moves its local counter. Caches remember the counter they were filled under
 * (`version(topic)`) and refill when it moved. A bump made here moves the local counter at once, so this instance never answers its own write stale. On PostgreSQL a
 * bump also sends a notification (`pg_notify`, delivered at commit) that makes every listening
 * instance read the versions at once; the polling still runs, in case a notification is lost.
 */
/** The first wait before listening again after the listening connection broke. */
export const LISTEN_RETRY_MS = 1000;
/** The longest wait between two attempts to listen again. */
export const LISTEN_RETRY_MAX_MS = 30_000;

export class ChangeFeed {
  private readonly seen = new Map<string, number>();
  private readonly local = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<string[]> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | undefined;
  private started = false;
  /** How many times it began listening (more than once: it listened again after a loss). */
  private relistened = 0;

  constructor(
    private readonly repository: ChangeFeedRepository,
    private readonly log?: FastifyBaseLogger,
    private readonly listen?: DatabaseHandle['listen'],
    /** Told of every change heard of (the read replica then waits to have replayed it). */
    private readonly onChange?: () => void,
  ) {}

  /** This instance's counter of changes to a topic: it moves whenever the topic's data did. */
  version(topic: string): number {
    return this.local.get(topic) ?? 0;
  }

  private changed(topic: string): void {
    this.local.set(topic, this.version(topic) + 1);
    this.onChange?.();
  }

  /**
   * Records that the data of these topics was written. Given a transaction, the bump commits
   * with the write; the local counter moves now and once more when the poll sees the commit, so
   * a cache refilled in between is dropped again.
   */
  async bump(topics: string | readonly string[], writer?: VersionWriter): Promise<void> {
    const list = typeof topics === 'string' ? [topics] : topics;
    await this.repository.bump(list, writer);
    for (const topic of list) this.changed(topic);
  }

  /** Reads the versions once; answers the topics that changed since the last read. */
  async poll(): Promise<string[]> {
    this.polling ??= this.readVersions().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async readVersions(): Promise<string[]> {
    const changed: string[] = [];
    for (const { topic, version } of await this.repository.versions()) {
      if (this.seen.get(topic) === version) continue;
      this.seen.set(topic, version);
      changed.push(topic);
      this.changed(topic);
    }
    return changed;
  }

  /**
   * Reads the versions now (the baseline, before any cache is filled) and then every `pollMs`
   * of real time and, on PostgreSQL, at each notification, until stop(). With `pollMs` 0 it
   * reads them only when asked (tests). When the listening connection breaks (a database
   * restart, a network cut), the polling alone keeps the caches within `pollMs` while it listens
   * again after LISTEN_RETRY_MS, the wait doubling up to LISTEN_RETRY_MAX_MS while attempts fail;
   * once it listens again it reads the versions, for what it missed in between.
   */
  async start(pollMs: number): Promise<void> {
    await this.poll();
    if (this.timer || pollMs <= 0) return;
    this.started = true;
    this.timer = setInterval(() => this.pollQuietly(), pollMs);
    this.timer.unref();
    await this.listenForChanges(LISTEN_RETRY_MS);
  }

  private async listenForChanges(retryMs: number): Promise<void> {
    const channel = await this.repository.channel().catch(() => null);
    if (!channel || !this.listen || !this.started) return;
    let lostOnce = false;
    // A connection that worked starts the waits over; one that never did doubles the wait.
    let wait = retryMs;
    const lost = (error: unknown) => {
      if (lostOnce) return;
      lostOnce = true;
      this.log?.warn({ err: error }, 'cache notifications lost; polling goes on');
      const unlisten = this.unlisten;
      this.unlisten = null;
      void unlisten?.().catch(() => undefined);
      this.retryLater(wait);
    };
    try {
      const unlisten = await this.listen(
        channel,
        // A read under way may have begun before the commit notified: read once more after it.
        () =>
          void (this.polling ?? Promise.resolve())
            .catch(() => undefined)
            .then(() => this.pollQuietly()),
        lost,
      );
      if (!this.started || lostOnce) {
        await unlisten().catch(() => undefined);
        return;
      }
      this.unlisten = unlisten;
      wait = LISTEN_RETRY_MS;
      this.relistened += 1;
      if (this.relistened > 1) this.pollQuietly();
    } catch (error) {
      lost(error);
    }
  }

  private retryLater(retryMs: number): void {
    if (!this.started) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listenForChanges(Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS));
    }, retryMs);
    this.retry.unref();
  }

  private pollQuietly(): void {
    this.poll().catch((error: unknown) =>
      this.log?.warn({ err: error }, 'cache versions not read'),
    );
  }

  /** Stops polling and listening, and waits for a read under way. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    await this.polling?.catch(() => undefined);
  }
}
