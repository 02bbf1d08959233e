import {
  POSTING_LIMITS,
  POSTING_STATUSES,
  type ApiLanguage,
  type Page,
  type PostingDetail,
  type PostingStatus,
  type PostingSummary,
  type PostingValues,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobOfferPublishingService } from '../joboffers/joboffer-publishing.service.ts';
import type {
  JobOfferPostingsRepository,
  NewHistory,
  PostingRow,
} from './joboffer-postings.repository.ts';
import { publishedSince } from '../joboffers/listed-since.ts';
import { checkPostingValues, type PostingCheckDeps } from './posting-checks.ts';
import { renewableAt, type PostingView } from './posting-view.ts';

type Publishing = Pick<JobOfferPublishingService, 'withdraw' | 'renew'>;
type HistoryEntry = Omit<NewHistory, 'posting_id'>;

/** The employer an account acts for; other accounts answer FORBIDDEN_ROLE. */
export function employerOf(account: AuthAccount): number {
  if (account.accountType !== 'employer' || account.employerId === null) {
    throw new AppError('FORBIDDEN_ROLE');
  }
  return account.employerId;
}

/**
 * Employers' postings: each employer's own vacancies, their working copy and state.
 * - create/update save the values (checked: posting-checks.ts) as a draft, or submit them for
 *   review; on a published vacancy the change is a revision, the listed version stays until
 *   staff approve it; WITHDRAWN and REMOVED postings are closed (BE_POSTING_STATE_INVALID);
 * - withdraw (any open state) takes a published vacancy out of lists and search at once;
 * - renew gives a published vacancy in its last POSTING_LIMITS.renewWindowDays days, or
 *   expired, a new validity (else BE_POSTING_NOT_RENEWABLE).
 * Another employer's posting answers NOT_FOUND. Every action is recorded in the history.
 */
export class JobOfferPostingsService {
  constructor(
    private readonly repository: PublicMembers<JobOfferPostingsRepository>,
    private readonly deps: { clock: Clock },
    private readonly view: PostingView,
    private readonly checks: () => PostingCheckDeps,
    private readonly publishing: () => Publishing,
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** The employer's own posting; another's, or none, answers NOT_FOUND. */
  private async own(account: AuthAccount, id: number): Promise<PostingRow> {
    const employerId = employerOf(account);
    const row = await this.repository.find(id);
    if (!row || row.employer_id !== employerId) throw new AppError('NOT_FOUND');
    return row;
  }

  async list(
    account: AuthAccount,
    query: { status?: PostingStatus; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<PostingSummary>> {
    const employerId = employerOf(account);
    const { rows, total } = await this.repository.page(
      employerId,
      query.status,
      publishedSince(this.now(), 'expiresAt').toISOString(),
      query.page * query.size,
      query.size,
    );
    return { content: await this.view.summaries(rows, lang), totalElements: total };
  }

  /** The home's counts: the employer's postings in each status, every status listed. */
  async statusCounts(account: AuthAccount): Promise<{ status: PostingStatus; count: number }[]> {
    const employerId = employerOf(account);
    const counts = await this.repository.statusCounts(
      employerId,
      publishedSince(this.now(), 'expiresAt').toISOString(),
    );
    return POSTING_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /** A posting with its history: the employer's own one, or any for staff. */
  async detail(account: AuthAccount, id: number, lang: ApiLanguage): Promise<PostingDetail> {
    const row =
      account.accountType === 'staff'
        ? await this.repository.find(id)
        : await this.own(account, id);
    if (!row) throw new AppError('NOT_FOUND');
    const history = await this.repository.history(row.id, row.job_offer_id);
    return this.view.detail(row, history, lang);
  }

  private entry(
    account: AuthAccount,
    action: HistoryEntry['action'],
    row: { job_offer_id: number | null } | null,
    reason: string | null = null,
  ): HistoryEntry {
    return {
      job_offer_id: row?.job_offer_id ?? null,
      action,
      actor_account_id: account.id,
      actor_role: account.accountType === 'staff' ? 'staff' : 'employer',
      reason,
      at: this.now().toISOString(),
    };
  }

  async create(
    account: AuthAccount,
    input: { values: PostingValues; submit: boolean },
    lang: ApiLanguage,
  ): Promise<PostingDetail> {
    const employerId = employerOf(account);
    await checkPostingValues(this.checks(), input.values, this.now(), lang);
    const at = this.now().toISOString();
    const history = [this.entry(account, 'CREATED', null)];
    if (input.submit) history.push(this.entry(account, 'SUBMITTED', null));
    const id = await this.repository.insert(
      {
        employer_id: employerId,
        job_offer_id: null,
        state: input.submit ? 'PENDING' : 'DRAFT',
        revision: null,
        awaiting_review: input.submit ? 1 : 0,
        values_json: JSON.stringify(input.values),
        published_values_json: null,
        return_reason: null,
        removal_reason: null,
        created_at: at,
        updated_at: at,
        submitted_at: input.submit ? at : null,
      },
      history,
    );
    return this.detail(account, id, lang);
  }

  /**
   * Replaces the working copy. Saved without submitting, a posting becomes (or stays) a draft —
   * a RETURNED one stays RETURNED, its reason in sight until it is submitted again; a published
   * one gets a DRAFT revision (a RETURNED revision stays RETURNED).
   */
  async update(
    account: AuthAccount,
    id: number,
    input: { values: PostingValues; submit: boolean },
    lang: ApiLanguage,
  ): Promise<PostingDetail> {
    const row = await this.own(account, id);
    if (row.state === 'WITHDRAWN' || row.state === 'REMOVED') {
      throw new AppError('BE_POSTING_STATE_INVALID');
    }
    await checkPostingValues(this.checks(), input.values, this.now(), lang);
    const at = this.now().toISOString();
    const published = row.state === 'PUBLISHED';
    const kept = published ? row.revision : row.state;
    const saved = input.submit ? 'PENDING' : kept === 'RETURNED' ? 'RETURNED' : 'DRAFT';
    const history = [this.entry(account, 'SAVED', row)];
    if (input.submit) history.push(this.entry(account, 'SUBMITTED', row));
    const changed = await this.repository.change(
      row,
      {
        ...(published ? { revision: saved } : { state: saved }),
        awaiting_review: input.submit ? 1 : 0,
        values_json: JSON.stringify(input.values),
        updated_at: at,
        submitted_at: input.submit ? at : row.submitted_at,
      },
      history,
    );
    if (!changed) throw new AppError('BE_POSTING_STATE_INVALID');
    return this.detail(account, id, lang);
  }

  /** Withdraws the posting; a published vacancy leaves lists and search at once. */
  async withdraw(account: AuthAccount, id: number, lang: ApiLanguage): Promise<PostingDetail> {
    const row = await this.own(account, id);
    if (row.state === 'WITHDRAWN' || row.state === 'REMOVED') {
      throw new AppError('BE_POSTING_STATE_INVALID');
    }
    const changed = await this.repository.change(
      row,
      {
        state: 'WITHDRAWN',
        revision: null,
        awaiting_review: 0,
        updated_at: this.now().toISOString(),
      },
      [this.entry(account, 'WITHDRAWN', row)],
    );
    if (!changed) throw new AppError('BE_POSTING_STATE_INVALID');
    if (row.job_offer_id !== null) await this.publishing().withdraw(row.job_offer_id);
    return this.detail(account, id, lang);
  }

  /** A new four-month validity for a published vacancy near or past its expiry. */
  async renew(account: AuthAccount, id: number, lang: ApiLanguage): Promise<PostingDetail> {
    const row = await this.own(account, id);
    const now = this.now();
    const open =
      row.state === 'PUBLISHED' &&
      row.removal_kind !== 'withdrawn' &&
      row.removal_kind !== 'removed';
    if (!open || row.job_offer_id === null) throw new AppError('BE_POSTING_STATE_INVALID');
    if (!renewableAt(row, now)) {
      throw new AppError('BE_POSTING_NOT_RENEWABLE', [POSTING_LIMITS.renewWindowDays]);
    }
    await this.publishing().renew(row.job_offer_id);
    const changed = await this.repository.change(row, { updated_at: now.toISOString() }, [
      this.entry(account, 'RENEWED', row),
    ]);
    if (!changed) throw new AppError('BE_POSTING_STATE_INVALID');
    return this.detail(account, id, lang);
  }

  /**
   * Staff removed the vacancy (the reports module removes it from the lists): its posting, if
   * any, becomes REMOVED with the reason; the history records it, keyed by the vacancy even when
   * it has no posting (seeded vacancies).
   */
  async markRemoved(jobOfferId: number, staffAccountId: number, reason: string): Promise<void> {
    const at = this.now().toISOString();
    const entry: NewHistory = {
      posting_id: null,
      job_offer_id: jobOfferId,
      action: 'REMOVED',
      actor_account_id: staffAccountId,
      actor_role: 'staff',
      reason,
      at,
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await this.repository.findByJobOffer(jobOfferId);
      if (!row) break;
      const { posting_id: _none, ...history } = entry;
      const change = {
        state: 'REMOVED',
        revision: null,
        awaiting_review: 0,
        removal_reason: reason,
        updated_at: at,
      };
      if (await this.repository.change(row, change, [history])) return;
    }
    await this.repository.addHistory([entry]);
  }

  /** Records the hiding of a vacancy after reports, or its showing again. */
  async record(entry: {
    jobOfferId: number;
    action: 'HIDDEN' | 'SHOWN';
    actorRole: 'staff' | 'system';
    actorAccountId: number | null;
    reason: string | null;
  }): Promise<void> {
    const posting = await this.repository.findByJobOffer(entry.jobOfferId);
    await this.repository.addHistory([
      {
        posting_id: posting?.id ?? null,
        job_offer_id: entry.jobOfferId,
        action: entry.action,
        actor_account_id: entry.actorAccountId,
        actor_role: entry.actorRole,
        reason: entry.reason,
        at: this.now().toISOString(),
      },
    ]);
  }
}
