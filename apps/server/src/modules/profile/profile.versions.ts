import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import { setBounded } from '../../platform/bounded-map.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** The change-feed topic of resume writes: other instances read a resume's version again. */
export const RESUMES_TOPIC = 'resumes';
/** How long a resume's version is kept when no notice of a write arrives (a lost one). */
export const RESUME_VERSION_KEEP_MS = 5000;
const RESUME_VERSIONS_KEPT_MAX = 10_000;

/**
 * The versions of resumes: counts the writes made through this instance, tells the other
 * instances of each through the change feed, and keeps the versions read lately.
 */
export class ResumeVersions {
  /** Resumes written through this instance, per account. */
  private readonly writes = new Map<number, number>();
  /** Resume versions read lately, per account. */
  private readonly versions = new Map<
    number,
    { version: string | null; writes: number; feed: number; at: number }
  >();

  constructor(
    private readonly repository: Pick<PublicMembers<ProfileRepository>, 'updatedAt'>,
    private readonly clock: Clock,
    private readonly changes?: Pick<ChangeFeed, 'version' | 'bump'>,
  ) {}

  /** Counted before and after each write, so a read during the write is not kept past it. */
  written(accountId: number): void {
    this.writes.set(accountId, (this.writes.get(accountId) ?? 0) + 1);
  }

  /** After a write: counted here, and told to the other instances through the change feed. */
  async saved(accountId: number): Promise<void> {
    this.written(accountId);
    await this.changes?.bump(RESUMES_TOPIC);
  }

  /**
   * A version of the seeker's resume that moves at every save, or null when there is none: when
   * it was last saved (every save stamps it; one indexed read) and, for saves within the same
   * instant, how many times it was written through this instance. The version read is kept
   * while no write is heard of — here at once, from other instances through the change feed —
   * and for RESUME_VERSION_KEEP_MS at most (a lost notice).
   */
  async version(accountId: number): Promise<string | null> {
    // Counted before the read: a save under way moves the version again once it is done.
    const writes = this.writes.get(accountId) ?? 0;
    const feed = this.changes?.version(RESUMES_TOPIC) ?? 0;
    const now = this.clock.millis();
    const kept = this.versions.get(accountId);
    if (
      kept &&
      kept.writes === writes &&
      kept.feed === feed &&
      now >= kept.at &&
      now - kept.at < RESUME_VERSION_KEEP_MS
    )
      return kept.version;
    const updatedAt = await this.repository.updatedAt(accountId);
    const version = updatedAt === undefined ? null : `${updatedAt}#${writes}`;
    setBounded(
      this.versions,
      accountId,
      { version, writes, feed, at: now },
      RESUME_VERSIONS_KEPT_MAX,
    );
    return version;
  }
}
