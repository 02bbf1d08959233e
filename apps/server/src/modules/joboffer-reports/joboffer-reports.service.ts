import { createHash } from 'node:crypto';
import {
  REPORT_LIMITS,
  type ApiLanguage,
  type Page,
  type ReportedJobOffer,
  type ReportedJobOfferDetail,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { RateLimitCounter } from '../../platform/rate-limit.ts';
import type { JobOfferReportsRepository } from './joboffer-reports.repository.ts';
import {
  groupOf,
  latestOutcome,
  reasonCounts,
  toJobOfferReport,
  toReportedJobOffer,
} from './joboffer-reports.view.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What reports need of the vacancy's publishing (joboffers module). */
export interface ReportPublishing {
  listing(jobOfferId: number): Promise<{ listed: boolean; removalKind: string | null } | undefined>;
  hide(jobOfferId: number): Promise<boolean>;
  unhide(jobOfferId: number): Promise<boolean>;
  remove(jobOfferId: number, reason: string): Promise<boolean>;
}

/** What reports need of the postings' history (joboffer-postings module). */
export interface ReportHistory {
  markRemoved(jobOfferId: number, staffAccountId: number, reason: string): Promise<void>;
  record(entry: {
    jobOfferId: number;
    action: 'HIDDEN' | 'SHOWN';
    actorRole: 'staff' | 'system';
    actorAccountId: number | null;
    reason: string | null;
  }): Promise<void>;
}

/** A digest naming a visitor's address (the address itself is never kept). */
export function visitorDigest(address: string): string {
  return createHash('sha256').update(`vaga-joboffer-report:${address}`).digest('hex');
}

/** Staff acting: only a staff account (the routes' level refuses the others first). */
function staffOf(account: AuthAccount): number {
  if (account.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
  return account.id;
}

/**
 * Reports of suspicious vacancies. Seekers and visitors report a listed vacancy; a
 * seeker once per vacancy and REPORT_LIMITS.accountReportsPerDay a day, a visitor's address
 * REPORT_LIMITS.visitorReportsPerHour times an hour, and all visitors together
 * REPORT_LIMITS.visitorReportsPerVacancyPerDay times a day per vacancy (counted where every
 * instance counts). Open reports from REPORT_LIMITS.accountsToHide
 * different accounts hide the vacancy (visitors' reports are not counted: they cannot be told
 * apart). Staff list reported vacancies, keep one (its open reports closed KEPT, shown again) or
 * remove it (closed REMOVED, with the postings' removal and history).
 */
export class JobOfferReportsService {
  constructor(
    private readonly repository: PublicMembers<JobOfferReportsRepository>,
    private readonly deps: { clock: Clock; counter: RateLimitCounter },
    private readonly publishing: () => ReportPublishing,
    private readonly history: () => ReportHistory,
    private readonly accounts: () => {
      profile(id: number, lang: ApiLanguage): Promise<{ name: string }>;
    },
  ) {}

  /**
   * POST joboffers/{id}/reports. Employer and staff accounts answer FORBIDDEN_ROLE; a vacancy not
   * listed BE_JOBOFFER_INVALID; a second report of the account BE_JOBOFFER_ALREADY_REPORTED; a
   * visitor over the hourly limit TOO_MANY_REQUESTS; a vacancy with enough visitors' reports
   * today BE_JOBOFFER_REPORTS_ENOUGH (accounts still report it: counted apart); an account over
   * its daily reports BE_JOBOFFER_REPORT_LIMIT.
   */
  async report(
    caller: AuthAccount | null,
    address: string,
    jobOfferId: number,
    input: { reason: string; text: string },
  ): Promise<{ reported: true }> {
    if (caller && caller.accountType !== 'personal') throw new AppError('FORBIDDEN_ROLE');
    const listing = await this.publishing().listing(jobOfferId);
    if (!listing?.listed) throw new AppError('BE_JOBOFFER_INVALID', [jobOfferId]);
    const now = this.deps.clock.now();
    if (caller && (await this.repository.hasReported(jobOfferId, caller.id)))
      throw new AppError('BE_JOBOFFER_ALREADY_REPORTED');
    const digest = caller ? null : visitorDigest(address);
    if (digest !== null) {
      const count = await this.hit(`visitor:${digest}`, now, HOUR_MS);
      if (count > REPORT_LIMITS.visitorReportsPerHour) throw new AppError('TOO_MANY_REQUESTS');
      // Every address together: a flood from many addresses stops at a few reports a vacancy.
      const ofVacancy = await this.hit(`vacancy:${jobOfferId}`, now, DAY_MS);
      if (ofVacancy > REPORT_LIMITS.visitorReportsPerVacancyPerDay)
        throw new AppError('BE_JOBOFFER_REPORTS_ENOUGH');
    } else if (caller) {
      const count = await this.hit(`account:${caller.id}`, now, DAY_MS);
      if (count > REPORT_LIMITS.accountReportsPerDay)
        throw new AppError('BE_JOBOFFER_REPORT_LIMIT', [REPORT_LIMITS.accountReportsPerDay]);
    }
    const written = await this.repository.insert({
      jobOfferId,
      accountId: caller?.id ?? null,
      clientDigest: digest,
      reason: input.reason,
      text: input.text,
      at: now.toISOString(),
    });
    if (!written) throw new AppError('BE_JOBOFFER_ALREADY_REPORTED');
    if (caller) await this.hideWhenReportedEnough(jobOfferId);
    return { reported: true };
  }

  /** Counts one report under `key` in a fixed window of `ms` (shared by every instance). */
  private async hit(key: string, now: Date, ms: number): Promise<number> {
    const { count } = await this.deps.counter.hit(
      `joboffer-report|${key}`,
      now.toISOString(),
      new Date(now.getTime() + ms).toISOString(),
    );
    return count;
  }

  private async hideWhenReportedEnough(jobOfferId: number): Promise<void> {
    const accounts = await this.repository.openAccountCount(jobOfferId);
    if (accounts < REPORT_LIMITS.accountsToHide) return;
    if (!(await this.publishing().hide(jobOfferId))) return;
    await this.history().record({
      jobOfferId,
      action: 'HIDDEN',
      actorRole: 'system',
      actorAccountId: null,
      reason: null,
    });
  }

  /** The home's count: vacancies with open reports, and when the oldest open one was made. */
  async openCount(account: AuthAccount): Promise<{ count: number; oldestAt: string | null }> {
    staffOf(account);
    return this.repository.openCount();
  }

  /** GET console/joboffer-reports: reported vacancies, open (oldest report first) or closed. */
  async queue(
    account: AuthAccount,
    query: { state: 'OPEN' | 'CLOSED'; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<ReportedJobOffer>> {
    staffOf(account);
    const { rows, total } = await this.repository.groups(
      query.state,
      query.page * query.size,
      query.size,
    );
    const ids = rows.map((r) => r.jobOfferId);
    const [offers, reasons, outcomes] = await Promise.all([
      this.repository.offers(ids),
      this.repository.reasonCounts(ids, query.state),
      query.state === 'CLOSED' ? this.repository.latestOutcomes(ids) : new Map(),
    ]);
    const offerById = new Map(offers.map((o) => [o.id, o]));
    return {
      content: rows.map((group) =>
        toReportedJobOffer(
          group,
          offerById.get(group.jobOfferId),
          reasons.filter((r) => r.jobOfferId === group.jobOfferId),
          outcomes.get(group.jobOfferId) ?? null,
          lang,
        ),
      ),
      totalElements: total,
    };
  }

  /**
   * GET console/joboffer-reports/{id}: the vacancy and all its reports, newest first. The counts
   * are of its open reports while it has any, else of its closed ones. A vacancy never reported
   * answers NOT_FOUND.
   */
  async detail(
    account: AuthAccount,
    jobOfferId: number,
    lang: ApiLanguage,
  ): Promise<ReportedJobOfferDetail> {
    staffOf(account);
    const reports = await this.repository.reportsOf(jobOfferId);
    const [offer] = await this.repository.offers([jobOfferId]);
    if (reports.length === 0 || !offer) throw new AppError('NOT_FOUND');
    const open = reports.filter((r) => r.closed_at === null);
    const counted = open.length > 0 ? open : reports;
    const listing = await this.publishing().listing(jobOfferId);
    const staffNames = await this.names(
      reports.flatMap((r) => r.closed_by ?? []),
      lang,
    );
    return {
      ...toReportedJobOffer(
        groupOf(jobOfferId, counted),
        offer,
        reasonCounts(counted),
        open.length > 0 ? null : latestOutcome(reports),
        lang,
      ),
      listed: listing?.listed ?? false,
      reports: reports.flatMap((r) => toJobOfferReport(r, staffNames) ?? []),
    };
  }

  private async names(ids: Iterable<number>, lang: ApiLanguage): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const id of new Set(ids)) {
      const profile = await this.accounts()
        .profile(id, lang)
        .catch(() => null);
      if (profile) names.set(id, profile.name);
    }
    return names;
  }

  /**
   * POST console/joboffer-reports/{id}/dismiss: staff keep the vacancy. Its open reports are
   * closed KEPT and, if reports hid it, it shows again (a SHOWN history entry). A vacancy never
   * reported answers NOT_FOUND; one without open reports BE_POSTING_STATE_INVALID.
   */
  async dismiss(account: AuthAccount, jobOfferId: number): Promise<void> {
    const staffId = staffOf(account);
    const reports = await this.repository.reportsOf(jobOfferId);
    if (reports.length === 0) throw new AppError('NOT_FOUND');
    const now = this.deps.clock.now().toISOString();
    const closed = await this.repository.closeOpen(jobOfferId, 'KEPT', staffId, now);
    if (closed === 0) throw new AppError('BE_POSTING_STATE_INVALID');
    if (!(await this.publishing().unhide(jobOfferId))) return;
    await this.history().record({
      jobOfferId,
      action: 'SHOWN',
      actorRole: 'staff',
      actorAccountId: staffId,
      reason: null,
    });
  }

  /**
   * POST console/joboffers/{id}/remove: staff remove a listed vacancy, or one reports hid, with
   * a reason (posted or seeded). Its posting becomes REMOVED with the reason, the history records
   * it, and its open reports are closed REMOVED. An unknown vacancy answers NOT_FOUND; one
   * already removed, withdrawn or past its listing BE_POSTING_STATE_INVALID.
   */
  async remove(account: AuthAccount, jobOfferId: number, reason: string): Promise<void> {
    const staffId = staffOf(account);
    const listing = await this.publishing().listing(jobOfferId);
    if (!listing) throw new AppError('NOT_FOUND');
    if (!listing.listed && listing.removalKind !== 'hidden')
      throw new AppError('BE_POSTING_STATE_INVALID');
    if (!(await this.publishing().remove(jobOfferId, reason)))
      throw new AppError('BE_POSTING_STATE_INVALID');
    await this.history().markRemoved(jobOfferId, staffId, reason);
    const now = this.deps.clock.now().toISOString();
    await this.repository.closeOpen(jobOfferId, 'REMOVED', staffId, now);
  }
}
