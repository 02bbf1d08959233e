import {
  macaoDayStart,
  macaoToday,
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
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
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
/**
 * Saved searches read per step of a fan-out (one transaction each). On SQLite every query runs
 * synchronously on the event loop, so a step is one stretch in which no request is answered: a
 * step stays short, and the fan-out yields to the event loop between steps (yieldToReads).
 */
export const SEARCH_BATCH = 100;
/** Hits recorded per transaction (a transaction holds SQLite's one connection until it ends). */
export const HIT_CHUNK = 2;

/** Lets the requests waiting on the event loop be answered before the fan-out goes on. */
const yieldToReads = () => new Promise<void>((resolve) => setImmediate(resolve));

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The app screen of a vacancy, and the job list a saved search's keyword and filters show. */
const vacancyLink = (jobOfferId: number) =>
  `/job-service/make-appointment?jobOfferId=${jobOfferId}&type=local`;
function listLink(filters: JobOfferFilters): string {
  const query = new URLSearchParams({ type: 'local' });
  if (filters.categoryGroupId !== undefined) query.set('groupId', String(filters.categoryGroupId));
  if (filters.categoryId !== undefined) query.set('id', String(filters.categoryId));
  if (filters.keyword) query.set('keyword', filters.keyword);
  return `/job-service/job-list?${query.toString()}`;
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
 * Job alerts (issue 28): an account's saved searches, and their fan-out. When a vacancy becomes
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

  /** Erases every saved search of the account (my data, issue 32); answers how many went. */
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
   * It runs in short steps with the event loop free between them, so reads are answered while a
   * vacancy reaches thousands of searches (issue 28's bench: `npm run bench -- --fanout`).
   */
  async match(jobOfferIds: number[]): Promise<number> {
    let recorded = 0;
    let after = 0;
    // What each keyword and filters found, once per fan-out (many searches share them).
    const foundBy = new Map<string, number[]>();
    for (;;) {
      const searches = await this.repository.activeAfter(after, SEARCH_BATCH);
      if (searches.length === 0) break;
      after = searches[searches.length - 1]!.id;
      const byFilters = new Map<string, SavedSearchRow[]>();
      for (const search of searches) {
        byFilters.set(search.filters, [...(byFilters.get(search.filters) ?? []), search]);
      }
      const hits: { search: SavedSearchRow; jobOfferId: number }[] = [];
      for (const [filters, group] of byFilters) {
        let found = foundBy.get(filters);
        if (!found) {
          await yieldToReads();
          found = await this.offers().matchingIds(
            JSON.parse(filters) as JobOfferFilters,
            jobOfferIds,
          );
          foundBy.set(filters, found);
        }
        // The inbox is always on: channel preferences decide the deliveries, not the notice.
        for (const search of group)
          for (const jobOfferId of found) hits.push({ search, jobOfferId });
      }
      if (hits.some((hit) => hit.search.mode === 'daily')) await this.scheduleDigest();
      // Each hit is recorded with its notice in one transaction, HIT_CHUNK hits at a time.
      for (let i = 0; i < hits.length; i += HIT_CHUNK) {
        await yieldToReads();
        recorded += await this.record(hits.slice(i, i + HIT_CHUNK));
      }
      if (searches.length < SEARCH_BATCH) break;
    }
    if (recorded > 0) await this.notifications().relayQuietly();
    return recorded;
  }

  /** Records the hits not recorded before, with an instant search's notice; answers how many. */
  private record(hits: { search: SavedSearchRow; jobOfferId: number }[]): Promise<number> {
    const now = this.now();
    return this.repository.transaction(async (trx) => {
      const notices: Notice[] = [];
      let added = 0;
      for (const { search, jobOfferId } of hits) {
        const instant = search.mode === 'instant';
        const isNew = await this.repository.addHit(trx, {
          searchId: search.id,
          jobOfferId,
          foundAt: now,
          digestedAt: instant ? now : null,
        });
        if (!isNew) continue;
        added += 1;
        if (instant) {
          notices.push({
            to: { accountId: search.account_id },
            event: 'alert.instant',
            params: { jobOfferId, search: search.name },
            link: vacancyLink(jobOfferId),
            key: `alert:${search.id}:${jobOfferId}`,
          });
        }
      }
      await this.notifications().write(trx, notices);
      return added;
    });
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
   * many there are, linking to the full list. Answers the digests written.
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
            link: listLink(filters),
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
