import {
  macaoDayStart,
  macaoToday,
  paths,
  SAVED_SEARCH_DIGEST_HOUR,
  SAVED_SEARCH_DIGEST_MAX,
  SAVED_SEARCHES_MAX,
  type JobOfferFilters,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchMode,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { PacedSteps } from '../../platform/paced-steps.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { hitChunks, recordHits, vacancyLink, wholeAccounts, type AlertHit } from './alert-hits.ts';
import type {
  SavedSearchesRepository,
  SavedSearchRow,
  SavedSearchValues,
} from './savedsearches.repository.ts';

/** The scheduler job that runs the saved searches on a newly listed vacancy. */
export const ALERT_MATCH_JOB = 'savedsearches.match';
/**
 * The job that sends the daily digests at 09:00 (Macao), one per day keyed by its time, put on
 * the scheduler when a daily search finds a vacancy.
 */
export const ALERT_DIGEST_JOB = 'savedsearches.digest';
/** Saved searches read per round of a fan-out (their keyword and filters run, their hits written). */
export const SEARCH_BATCH = 100;
/**
 * Hits recorded per step of a fan-out, with their notices, in one transaction of a few
 * statements (the hits, the notices, their deliveries; alert-hits.ts). A step holds SQLite's one
 * write lock, and on the service's own connection the event loop, for about a millisecond
 * (the fan-out bench: `npm run bench -- --fanout`).
 */
export const HIT_CHUNK = 10;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The job list a saved search's keyword and filters show. */
function listLink(filters: JobOfferFilters): string {
  return paths.jobList({
    type: 'local',
    groupId: filters.categoryGroupId,
    id: filters.categoryId,
    keyword: filters.keyword || undefined,
  });
}

/** The last digest time (09:00 in Macao) at or before `now`. */
export function lastDigestAt(now: Date): Date {
  const today = macaoDayStart(macaoToday(now)).getTime() + SAVED_SEARCH_DIGEST_HOUR * HOUR_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

function view(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: JSON.parse(row.filters) as JobOfferFilters,
    mode: row.mode as SavedSearchMode,
    paused: row.paused === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function values(input: SavedSearchInput): SavedSearchValues {
  return {
    name: input.name,
    filters: JSON.stringify(input.filters),
    mode: input.mode,
    paused: input.paused ? 1 : 0,
  };
}

/**
 * Job alerts: an account's saved searches, and their fan-out. When a vacancy becomes
 * newly listed, publishing calls vacancyListed(), which puts one scheduler job keyed by the
 * vacancy and its publication on the scheduler (so reads never wait for the fan-out, and it runs
 * once across instances). The job runs every active saved search's keyword and filters through
 * the job list's own search, restricted to that vacancy, and records each hit once per (search,
 * vacancy) — the table's primary key — writing an instant search's notice in the same
 * transaction (the outbox). Daily searches' hits wait for the digest job after 09:00 Macao time.
 */
export class SavedSearchesService {
  constructor(
    private readonly repository: PublicMembers<SavedSearchesRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'scheduler' | 'log'>,
    private readonly offers: () => Pick<JobOfferListService, 'matchingIds' | 'checkFilters'>,
    private readonly notifications: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
    /** Writes a fan-out step's hits in a worker thread (on an SQLite file; savedsearches.module.ts). */
    private readonly writeHits?: (hits: AlertHit[], now: string) => Promise<number>,
  ) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async list(account: AuthAccount): Promise<SavedSearch[]> {
    return (await this.repository.list(account.id)).map(view);
  }

  private async own(account: AuthAccount, id: number): Promise<SavedSearch> {
    const row = await this.repository.find(account.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return view(row);
  }

  async create(account: AuthAccount, input: SavedSearchInput): Promise<SavedSearch> {
    await this.offers().checkFilters(input.filters, 'body.filters');
    const id = await this.repository.insertUnderCap(
      account.id,
      values(input),
      SAVED_SEARCHES_MAX,
      this.now(),
    );
    if (id === null) throw new AppError('BE_SAVED_SEARCH_EXCEED_MAX', [SAVED_SEARCHES_MAX]);
    return this.own(account, id);
  }

  /** Replaces a saved search of the account; another account's id answers NOT_FOUND. */
  async update(account: AuthAccount, id: number, input: SavedSearchInput): Promise<SavedSearch> {
    await this.offers().checkFilters(input.filters, 'body.filters');
    if (!(await this.repository.update(account.id, id, values(input), this.now()))) {
      throw new AppError('NOT_FOUND');
    }
    return this.own(account, id);
  }

  /** Erases every saved search of the account (my data); answers how many went. */
  eraseAll(accountId: number): Promise<number> {
    return this.repository.deleteAll(accountId);
  }

  async delete(account: AuthAccount, id: number): Promise<void> {
    if (!(await this.repository.delete(account.id, id))) throw new AppError('NOT_FOUND');
  }

  /**
   * A vacancy was newly listed (published, approved, listed again): puts its fan-out on the
   * scheduler, keyed by the vacancy and its publication. Never fails the caller: the vacancy is
   * listed whatever happens to its alerts.
   */
  async vacancyListed(jobOfferId: number, publishedAt: string): Promise<void> {
    try {
      if (!this.deps.scheduler) return;
      await this.deps.scheduler.schedule(ALERT_MATCH_JOB, {
        key: `alerts:match:${jobOfferId}:${publishedAt}`,
        runAt: this.deps.clock.now(),
        payload: { jobOfferId },
      });
    } catch (error) {
      this.deps.log?.warn({ err: error, jobOfferId }, 'job alerts of a vacancy not scheduled');
    }
  }

  /**
   * The fan-out: every active saved search runs on these vacancies (searches with the same
   * keyword and filters once); each new hit is recorded once, and an instant search's notice is
   * written with it. Accounts with alerts switched off get nothing. Answers the hits recorded.
   * Reads are answered while a vacancy reaches thousands of searches (the fan-out bench:
   * `npm run bench -- --fanout`): the searches and their matching run in paced steps
   * (platform/paced-steps.ts), and the hits are written HIT_CHUNK at a time, on an SQLite file by
   * a worker thread on a connection of its own (off the event loop), else in paced steps too.
   */
  async match(jobOfferIds: number[]): Promise<number> {
    const paced = new PacedSteps();
    let recorded = 0;
    let after = 0;
    // What each keyword and filters found, once per fan-out (many searches share them).
    const foundBy = new Map<string, number[]>();
    for (;;) {
      const read = await paced.step(() => this.repository.activeAfterAccount(after, SEARCH_BATCH));
      if (read.length === 0) break;
      // An account's searches are matched in one round, so a vacancy they share is one notice:
      // a full round leaves its last account, maybe cut short, to the next.
      const searches = wholeAccounts(read, read.length === SEARCH_BATCH);
      after = searches[searches.length - 1]!.account_id;
      const byFilters = new Map<string, SavedSearchRow[]>();
      for (const search of searches) {
        byFilters.set(search.filters, [...(byFilters.get(search.filters) ?? []), search]);
      }
      const hits: AlertHit[] = [];
      for (const [filters, group] of byFilters) {
        let found = foundBy.get(filters);
        if (!found) {
          found = await paced.step(() =>
            this.offers().matchingIds(JSON.parse(filters) as JobOfferFilters, jobOfferIds),
          );
          foundBy.set(filters, found);
        }
        // The inbox is always on: channel preferences decide the deliveries, not the notice.
        for (const search of group)
          for (const jobOfferId of found)
            hits.push({
              searchId: search.id,
              accountId: search.account_id,
              name: search.name,
              mode: search.mode,
              jobOfferId,
            });
      }
      if (hits.some((hit) => hit.mode === 'daily')) await this.scheduleDigest();
      for (const chunk of hitChunks(hits, HIT_CHUNK)) {
        if (this.writeHits) {
          // A worker thread's step leaves the event loop free, but holds SQLite's one write
          // lock, which the server's own writes wait for synchronously (busy_timeout): the
          // fan-out leaves it free as long again before its next step.
          const started = performance.now();
          recorded += await this.writeHits(chunk, this.now());
          await sleep(performance.now() - started);
        } else recorded += await paced.step(() => this.record(chunk));
      }
      if (read.length < SEARCH_BATCH) break;
    }
    if (recorded > 0) await this.notifications().relayQuietly();
    return recorded;
  }

  /** Records a step's hits with their notices on the service's own connection (alert-hits.ts). */
  private record(hits: AlertHit[]): Promise<number> {
    return recordHits(
      this.repository,
      (trx, notices) => this.notifications().write(trx, notices),
      hits,
      this.now(),
    );
  }

  /** Puts the next 09:00 digest on the scheduler (once: keyed by its time). */
  private async scheduleDigest(): Promise<void> {
    if (!this.deps.scheduler) return;
    const next = new Date(lastDigestAt(this.deps.clock.now()).getTime() + DAY_MS);
    await this.deps.scheduler.schedule(ALERT_DIGEST_JOB, {
      key: `alerts:digest:${next.toISOString()}`,
      runAt: next,
    });
  }

  /**
   * The daily digests: once 09:00 (Macao) has passed, each active daily search with vacancies
   * found before then gets one notice naming the newest SAVED_SEARCH_DIGEST_MAX of them and how
   * many there are, linking to the full list (to the vacancy's page when it found one). Answers
   * the digests written.
   */
  async digest(): Promise<number> {
    const cutoff = lastDigestAt(this.deps.clock.now()).toISOString();
    let written = 0;
    for (const search of await this.repository.digestDue(cutoff)) {
      const filters = JSON.parse(search.filters) as JobOfferFilters;
      written += await this.repository.transaction(async (trx) => {
        const ids = await this.repository.pendingHits(trx, search.id, cutoff);
        await this.repository.markDigested(trx, search.id, cutoff, this.now());
        if (ids.length === 0) return 0;
        await this.notifications().write(trx, [
          {
            to: { accountId: search.account_id },
            event: 'alert.digest',
            params: {
              search: search.name,
              count: ids.length,
              jobOfferIds: ids.slice(0, SAVED_SEARCH_DIGEST_MAX).join(','),
            },
            // One vacancy: its own page; more: the list of the search.
            link: ids.length === 1 ? vacancyLink(ids[0]!) : listLink(filters),
            key: `alert:${search.id}:digest:${cutoff}`,
          },
        ]);
        return 1;
      });
    }
    if (written > 0) await this.notifications().relayQuietly();
    return written;
  }
}
