import type { ApiLanguage, Page, PostingReview } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobOfferPublishingService } from '../joboffers/joboffer-publishing.service.ts';
import type { JobOfferPostingsRepository, NewHistory } from './joboffer-postings.repository.ts';
import { checkPostingValues, type PostingCheckDeps } from './posting-checks.ts';
import { valuesOf, type PostingView } from './posting-view.ts';

type Publishing = Pick<JobOfferPublishingService, 'publish' | 'withdraw' | 'hide' | 'listing'>;

/** Staff acting: only a staff account (the routes' level refuses the others too). */
function staffOf(account: AuthAccount): number {
  if (account.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
  return account.id;
}

/**
 * The staff review of employers' postings: the queue (new postings and revisions of published
 * ones, oldest submission first), approval — which publishes the values, valid four months from
 * now, a revision replacing the listed version — and return with a reason the employer sees.
 * A posting not awaiting review answers BE_POSTING_STATE_INVALID.
 */
export class JobOfferPostingReviewsService {
  constructor(
    private readonly repository: PublicMembers<JobOfferPostingsRepository>,
    private readonly deps: { clock: Clock },
    private readonly view: PostingView,
    private readonly checks: () => PostingCheckDeps,
    private readonly publishing: () => Publishing,
  ) {}

  async queue(
    account: AuthAccount,
    query: { page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<PostingReview>> {
    staffOf(account);
    const { rows, total } = await this.repository.queue(query.page * query.size, query.size);
    return { content: await this.view.reviews(rows, lang), totalElements: total };
  }

  /** The home's count: postings awaiting review, and when the oldest was submitted. */
  async queueCount(account: AuthAccount): Promise<{ count: number; oldestAt: string | null }> {
    staffOf(account);
    return this.repository.queueCount();
  }

  private async awaiting(id: number) {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.awaiting_review !== 1) throw new AppError('BE_POSTING_STATE_INVALID');
    return row;
  }

  private entry(
    staffId: number,
    action: 'APPROVED' | 'RETURNED',
    jobOfferId: number | null,
    reason: string | null,
  ): Omit<NewHistory, 'posting_id'> {
    return {
      job_offer_id: jobOfferId,
      action,
      actor_account_id: staffId,
      actor_role: 'staff',
      reason,
      at: this.deps.clock.now().toISOString(),
    };
  }

  /**
   * Publishes the posting's values (checked again, as rules may have changed since it was
   * submitted). A vacancy hidden after reports stays hidden. When the posting changed meanwhile
   * (withdrawn, approved by someone else), a vacancy this approval created is withdrawn again
   * and the answer is BE_POSTING_STATE_INVALID.
   */
  async approve(account: AuthAccount, id: number, lang: ApiLanguage): Promise<void> {
    const staffId = staffOf(account);
    const row = await this.awaiting(id);
    const values = valuesOf(row.values_json);
    await checkPostingValues(this.checks(), values, this.deps.clock.now(), lang);
    const hidden =
      row.job_offer_id !== null &&
      (await this.publishing().listing(row.job_offer_id))?.removalKind === 'hidden';
    const jobOfferId = await this.publishing().publish({
      employerId: row.employer_id,
      jobOfferId: row.job_offer_id,
      values,
    });
    if (hidden) await this.publishing().hide(jobOfferId);
    const changed = await this.repository.change(
      row,
      {
        state: 'PUBLISHED',
        revision: null,
        awaiting_review: 0,
        job_offer_id: jobOfferId,
        published_values_json: row.values_json,
        return_reason: null,
        updated_at: this.deps.clock.now().toISOString(),
      },
      [this.entry(staffId, 'APPROVED', jobOfferId, null)],
    );
    if (!changed) {
      if (row.job_offer_id === null) await this.publishing().withdraw(jobOfferId);
      throw new AppError('BE_POSTING_STATE_INVALID');
    }
  }

  /** Returns the posting (or its revision) to the employer with the reason. */
  async return(account: AuthAccount, id: number, reason: string): Promise<void> {
    const staffId = staffOf(account);
    const row = await this.awaiting(id);
    const revision = row.state === 'PUBLISHED';
    const changed = await this.repository.change(
      row,
      {
        ...(revision ? { revision: 'RETURNED' } : { state: 'RETURNED' }),
        awaiting_review: 0,
        return_reason: reason,
        updated_at: this.deps.clock.now().toISOString(),
      },
      [this.entry(staffId, 'RETURNED', row.job_offer_id, reason)],
    );
    if (!changed) throw new AppError('BE_POSTING_STATE_INVALID');
  }
}
