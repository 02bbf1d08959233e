import {
  JOB_SEEK_STATES,
  shiftDate,
  type ApiLanguage,
  type ApproveJobSeek,
  type CloseJobSeek,
  type ConsoleJobSeekCard,
  type ConsoleJobSeekDetail,
  type JobSeekState,
  type Page,
  type RefuseJobSeek,
  type ReferJobSeek,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobMatchReferralService } from '../jobmatches/jobmatches-referral.service.ts';
import { requestNotice } from '../jobmatches/jobmatch-notices.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import {
  jobSeekApprovedNotice,
  jobSeekReferredNotice,
  jobSeekRefusedNotice,
} from './registration-notices.ts';
import { effectiveState } from './jobseek-state.ts';
import { profileOf, sanitizeRichText, stateDesc } from './jobseek-view.ts';
import type {
  AfterSeek,
  JobSeekRow,
  JobSeeksRepository,
  SeekEvent,
} from './jobseeks.repository.ts';
import type { JobSeeksService } from './jobseeks.service.ts';

/** Staff acting: only a staff account (the routes' level refuses employers too). */
function staffOf(account: AuthAccount): number {
  if (account.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
  return account.id;
}

/**
 * The staff console's side of the job-seeking registration: the queue (oldest first), approval
 * (valid from today for the configured days) or refusal of a processing registration, referrals
 * of a valid one to vacancies (matches of the interviews feature, all or none), and closing a
 * processing or valid one with its result. A registration in another state answers
 * BE_JOBSEEK_STATE_INVALID; every action writes the history with the staff account and time.
 */
export class JobSeeksConsoleService {
  constructor(
    private readonly repository: PublicMembers<JobSeeksRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'>,
    private readonly seekers: () => Pick<JobSeeksService, 'presenter' | 'today' | 'isDisability'>,
    private readonly referrals: () => Pick<JobMatchReferralService, 'refer' | 'matchesOf'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  /** Inside the change's transaction: the seeker's notice (the outbox). */
  private notify(notice: (row: JobSeekRow) => Notice): AfterSeek | undefined {
    const notifications = this.notifications;
    return notifications && ((trx, row) => notifications().write(trx, [notice(row)]));
  }

  private today(): string {
    return this.seekers().today();
  }

  private async row(id: number): Promise<JobSeekRow> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private event(action: string, staffId: number, detail: string | null = null): SeekEvent {
    const at = this.deps.clock.now().toISOString();
    return { action, actor: 'staff', actorAccountId: staffId, detail, at };
  }

  private async cards(rows: JobSeekRow[], lang: ApiLanguage): Promise<ConsoleJobSeekCard[]> {
    const today = this.today();
    const records = await this.seekers().presenter.records(rows, today, lang);
    const cards: ConsoleJobSeekCard[] = [];
    for (const [i, row] of rows.entries()) {
      const state = effectiveState(row, today);
      cards.push({
        jobSeekId: row.id,
        entNo: row.ent_no,
        entDate: row.created_at,
        state,
        stateDesc: stateDesc(state, lang),
        seekerName: (await this.accounts().profile(row.account_id, lang)).name,
        jobTitle: records[i].textJobTitle,
        jobMatchCount: records[i].jobMatchCount,
      });
    }
    return cards;
  }

  async list(
    account: AuthAccount,
    query: { state: number; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<ConsoleJobSeekCard>> {
    staffOf(account);
    const { rows, total } = await this.repository.page({
      states: [query.state as JobSeekState],
      today: this.today(),
      offset: query.page * query.size,
      limit: query.size,
    });
    return { content: await this.cards(rows, lang), totalElements: total };
  }

  /** The home's count: registrations being processed (the queue's first tab), oldest first. */
  async queueCount(account: AuthAccount): Promise<{ count: number; oldestAt: string | null }> {
    staffOf(account);
    return this.repository.queueCount([JOB_SEEK_STATES.processing], this.today());
  }

  async detail(account: AuthAccount, id: number, lang: ApiLanguage): Promise<ConsoleJobSeekDetail> {
    staffOf(account);
    const row = await this.row(id);
    const [card] = await this.cards([row], lang);
    const presenter = this.seekers().presenter;
    const record = await presenter.detail(row, this.today(), lang);
    const profile = profileOf(row);
    const since =
      profile.unemployedYear != null && profile.unemployedMonth != null
        ? `${profile.unemployedYear}-${String(profile.unemployedMonth).padStart(2, '0')}`
        : null;
    return {
      ...card,
      seekerAccountId: row.account_id,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      isDisability: await this.seekers().isDisability(row.account_id),
      labels: record.labels,
      latestJobTitleText: profile.latestJobTitleText ?? null,
      latestJobSalaryAmount: profile.latestJobSalaryAmount ?? null,
      otherRegReason: profile.otherRegReason ?? null,
      jobDetailRequest: profile.jobDetailRequest ?? null,
      unemployedSince: since,
      needVagaRecommendVacancy: profile.needVagaRecommendVacancy === 1,
      jobSeekResult: record.jobSeekResult,
      cardRemark: record.cardRemark,
      detailsRemark: record.detailsRemark,
      history: record.history,
      matches: await this.referrals().matchesOf(row.id, lang),
    };
  }

  /** Moves a registration from `from`, or answers BE_JOBSEEK_STATE_INVALID. */
  private async move(
    id: number,
    from: JobSeekState[],
    change: Parameters<JobSeeksRepository['transition']>[3],
    event: SeekEvent,
    after?: AfterSeek,
  ): Promise<void> {
    await this.row(id);
    if (!(await this.repository.transition(id, from, this.today(), change, event, after)))
      throw new AppError('BE_JOBSEEK_STATE_INVALID');
    if (after) await this.notifications?.().relayQuietly();
  }

  /** Processing → valid from today for the configured number of days. */
  async approve(account: AuthAccount, id: number, body: Required<ApproveJobSeek>): Promise<void> {
    const staffId = staffOf(account);
    const today = this.today();
    await this.move(
      id,
      [JOB_SEEK_STATES.processing],
      {
        state: JOB_SEEK_STATES.valid,
        valid_from: today,
        valid_until: shiftDate(today, 0, this.deps.config.jobSeek.validityDays - 1),
        card_remark: sanitizeRichText(body.cardRemark),
      },
      this.event('approved', staffId),
      this.notify(jobSeekApprovedNotice),
    );
  }

  /** Processing → refused, with the reason the seeker reads. */
  async refuse(account: AuthAccount, id: number, body: RefuseJobSeek): Promise<void> {
    const staffId = staffOf(account);
    await this.move(
      id,
      [JOB_SEEK_STATES.processing],
      { state: JOB_SEEK_STATES.refused, current: null, refuse_reason: body.reason },
      this.event('refused', staffId, body.reason),
      this.notify((row) => jobSeekRefusedNotice(row, body.reason)),
    );
  }

  /** Refers the seeker of a valid registration to vacancies (all or none). */
  async refer(
    account: AuthAccount,
    id: number,
    body: Required<ReferJobSeek>,
  ): Promise<{ matches: { jobOfferId: number; jobMatchUid: string }[] }> {
    const staffId = staffOf(account);
    const row = await this.row(id);
    if (effectiveState(row, this.today()) !== JOB_SEEK_STATES.valid)
      throw new AppError('BE_NO_VALID_JOBSEEK_SERVICE');
    const notifications = this.notifications;
    const matches = await this.referrals().refer(
      {
        accountId: row.account_id,
        jobSeekId: row.id,
        staffAccountId: staffId,
        jobOfferIds: body.jobOfferIds,
        content: body.content,
      },
      // The seeker is told of the referral, each employer of its new request.
      notifications &&
        ((trx, made) =>
          notifications().write(trx, [
            jobSeekReferredNotice(row, body.jobOfferIds, made[0]!.uid),
            ...made.map(requestNotice),
          ])),
    );
    await notifications?.().relayQuietly();
    await this.repository.addEvent(
      row.id,
      this.event('referred', staffId, body.jobOfferIds.join(',')),
    );
    return { matches };
  }

  /** Processing or valid → completed, with the result and the remarks of the record. */
  async close(account: AuthAccount, id: number, body: Required<CloseJobSeek>): Promise<void> {
    const staffId = staffOf(account);
    await this.move(
      id,
      [JOB_SEEK_STATES.processing, JOB_SEEK_STATES.valid],
      {
        state: JOB_SEEK_STATES.completed,
        current: null,
        result_id: body.jobSeekResultId,
        details_remark: sanitizeRichText(body.detailsRemark),
        card_remark: sanitizeRichText(body.cardRemark),
      },
      this.event('closed', staffId, String(body.jobSeekResultId)),
    );
  }
}
