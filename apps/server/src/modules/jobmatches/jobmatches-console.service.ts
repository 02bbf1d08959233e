import {
  JOB_MATCH_STATUS,
  RESULT_STATUS,
  type ApiLanguage,
  type ArrangeInterview,
  type CancelInterview,
  type ChangeInterview,
  type ConsoleJobOffer,
  type ConsoleMatchCard,
  type ConsoleMatchDetail,
  type ConsoleMatchListQuerySchema,
  type ConsoleSeekerCard,
  type CvFile,
  type DeclineRequest,
  type InviteSeeker,
  type JobMatchStatus,
  type Page,
  type Profile,
  type RecordResult,
} from '@vaga/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { StoredContent } from '../../platform/file-store.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { answerNotice } from './jobmatch-notices.ts';
import { actorOf, futureInstant, type ConsoleActor } from './jobmatch-console-actor.ts';
import { JobMatchInvitations } from './jobmatch-invitations.ts';
import { JobMatchReschedule } from './jobmatch-reschedule.ts';
import { RESULT_STATUSES } from './jobmatch-status.ts';
import { canRecordResult, toCard, toDetail } from './jobmatch-console-view.ts';
import type {
  ConsoleMatchRow,
  JobMatchesConsoleRepository,
  MatchChanges,
} from './jobmatches-console.repository.ts';
import type { AfterMove } from './jobmatches-shared.repository.ts';

/**
 * The console's side of interview matches (spec §7): an employer answers the requests for its
 * own vacancies, invites seekers whose resume is published and records results; staff do the
 * same for any employer. Another employer's match is NOT_FOUND; every change writes the
 * match's history with who did it.
 */
export class JobMatchesConsoleService {
  /** Invitations of seekers to interview. */
  private readonly invitations: JobMatchInvitations;
  /** Interviews moved or cancelled before they are held. */
  private readonly reschedule: JobMatchReschedule;

  constructor(
    private readonly repository: PublicMembers<JobMatchesConsoleRepository>,
    private readonly deps: { clock: Clock },
    private readonly profiles: () => Pick<ProfileService, 'publishedResume' | 'publishedSeekers'>,
    private readonly cvs: () => Pick<CvsService, 'get' | 'download'>,
    private readonly offers: () => Pick<JobOfferListService, 'states'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
    private readonly vacancies: () => Pick<JobOfferCatalogService, 'consoleVacancies'>,
    private readonly notifications?: () => Pick<
      NotificationsService,
      'write' | 'cancel' | 'relayQuietly'
    >,
  ) {
    this.reschedule = new JobMatchReschedule(repository, deps.clock, notifications);
    this.invitations = new JobMatchInvitations(
      repository,
      deps.clock,
      profiles,
      offers,
      accounts,
      notifications,
    );
  }

  /**
   * The valid vacancies to invite or refer to: an employer's own; staff any, or one employer's;
   * narrowed by a keyword of their titles.
   */
  jobOffers(
    account: AuthAccount,
    query: { employerId?: number; keyword?: string },
    lang: ApiLanguage,
  ): Promise<ConsoleJobOffer[]> {
    const { employerId } = actorOf(account);
    return this.vacancies().consoleVacancies(
      employerId ?? query.employerId ?? null,
      lang,
      query.keyword,
    );
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  async list(
    account: AuthAccount,
    query: z.infer<typeof ConsoleMatchListQuerySchema>,
    lang: ApiLanguage,
  ): Promise<Page<ConsoleMatchCard>> {
    const { employerId } = actorOf(account);
    const { rows, total } = await this.repository.page({
      employerId: employerId ?? query.employerId,
      group: query.group,
      jobOfferId: query.jobOfferId,
      now: this.now().toISOString(),
      offset: query.page * query.size,
      limit: query.size,
    });
    return { content: rows.map((row) => toCard(row, lang, this.now())), totalElements: total };
  }

  /** The home's count: requests waiting for the employer (the employer's own, or all for staff). */
  async waitingRequests(account: AuthAccount): Promise<{ count: number; oldestAt: string | null }> {
    const { employerId } = actorOf(account);
    return this.repository.waitingCount(employerId ?? undefined);
  }

  async detail(account: AuthAccount, uid: string, lang: ApiLanguage): Promise<ConsoleMatchDetail> {
    return (await this.read(account, uid, lang)).detail;
  }

  /** The detail with the seeker's account, whose access log records the read. */
  async read(
    account: AuthAccount,
    uid: string,
    lang: ApiLanguage,
  ): Promise<{ detail: ConsoleMatchDetail; seekerAccountId: number }> {
    const row = await this.visible(actorOf(account), uid);
    const detail = toDetail(row, {
      history: await this.repository.history(row.id),
      resume: await this.profiles().publishedResume(row.account_id),
      cv: await this.cvOf(row),
      lang,
      now: this.now(),
    });
    return { detail, seekerAccountId: row.account_id };
  }

  /** Published resumes an employer may invite; hidden ones never appear. */
  seekers(
    account: AuthAccount,
    query: { keyword?: string; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<ConsoleSeekerCard>> {
    actorOf(account);
    return this.profiles().publishedSeekers(query, lang);
  }

  /** One published resume; a hidden or missing one is NOT_FOUND. */
  async seeker(account: AuthAccount, seekerId: number): Promise<Profile> {
    actorOf(account);
    const resume = await this.profiles().publishedResume(seekerId);
    if (!resume) throw new AppError('NOT_FOUND');
    return resume;
  }

  /** The CV file sent with the booking, for download. */
  async cvFile(
    account: AuthAccount,
    uid: string,
  ): Promise<{ file: CvFile; content: StoredContent; seekerAccountId: number }> {
    const row = await this.visible(actorOf(account), uid);
    if (!row.cv_uid) throw new AppError('NOT_FOUND');
    const { file, content } = await this.cvs().download(row.account_id, row.cv_uid);
    return { file, content, seekerAccountId: row.account_id };
  }

  /** Accepts a request by arranging the interview (requested → arranged). */
  async arrange(account: AuthAccount, uid: string, body: ArrangeInterview): Promise<void> {
    const actor = actorOf(account);
    const interviewAt = futureInstant(body.interviewAt, this.now());
    const row = await this.visible(actor, uid);
    await this.move(row, JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.arranged, actor, {
      changes: {
        interview_at: interviewAt,
        location: body.location,
        contact_phone: body.contactPhone,
        remark: body.remark ?? '',
      },
      reason: body.remark || null,
      notify: async (trx, match) =>
        this.notifications?.().write(trx, [answerNotice(match, 'arranged')]),
    });
  }

  /** Declines a request with a reason the seeker sees (requested → declined). */
  async decline(account: AuthAccount, uid: string, body: DeclineRequest): Promise<void> {
    const actor = actorOf(account);
    const row = await this.visible(actor, uid);
    await this.move(row, JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.declined, actor, {
      changes: { decline_reason: body.reason },
      reason: body.reason,
      notify: async (trx, match) =>
        this.notifications?.().write(trx, [answerNotice(match, 'refused')]),
    });
  }

  /**
   * Records the result once the interview's time has passed (arranged → hired/notHired/absent).
   * The first result of either side finishes the match: once the seeker's survey (or an earlier
   * record) gave one, a second is refused with BE_JOBMATCH_RESULT_ALREADY_RECORDED.
   */
  async recordResult(account: AuthAccount, uid: string, body: RecordResult): Promise<void> {
    const actor = actorOf(account);
    const row = await this.visible(actor, uid);
    if (RESULT_STATUSES.includes(row.status)) {
      throw new AppError('BE_JOBMATCH_RESULT_ALREADY_RECORDED');
    }
    if (!canRecordResult(row, this.now())) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    try {
      await this.move(row, JOB_MATCH_STATUS.arranged, RESULT_STATUS[body.result], actor, {
        changes: { employer_result: body.result },
        reason: body.remark || null,
        notify: async (trx, match) =>
          this.notifications?.().write(trx, [answerNotice(match, 'result')]),
      });
    } catch (error) {
      // The seeker's survey may have given the result meanwhile.
      const now = await this.repository.find(uid);
      if (now && RESULT_STATUSES.includes(now.status)) {
        throw new AppError('BE_JOBMATCH_RESULT_ALREADY_RECORDED');
      }
      throw error;
    }
  }

  /** Moves an arranged interview or a pending invitation (JobMatchReschedule). */
  async change(account: AuthAccount, uid: string, body: ChangeInterview): Promise<void> {
    const actor = actorOf(account);
    await this.reschedule.change(actor, await this.visible(actor, uid), body);
  }

  /** Cancels an arranged interview or a pending invitation (JobMatchReschedule). */
  async cancel(account: AuthAccount, uid: string, body: CancelInterview): Promise<void> {
    const actor = actorOf(account);
    await this.reschedule.cancel(actor, await this.visible(actor, uid), body);
  }

  /**
   * Invites a seeker whose resume is published to interview for one of the employer's valid
   * vacancies (staff: any vacancy); see JobMatchInvitations.
   */
  invite(account: AuthAccount, body: InviteSeeker): Promise<{ jobMatchUid: string }> {
    return this.invitations.invite(actorOf(account), body);
  }

  private async visible(actor: ConsoleActor, uid: string): Promise<ConsoleMatchRow> {
    const row = await this.repository.find(uid);
    if (!row || (actor.employerId !== null && row.employer_id !== actor.employerId)) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  private async move(
    row: ConsoleMatchRow,
    from: JobMatchStatus,
    to: JobMatchStatus,
    actor: ConsoleActor,
    change: {
      changes: MatchChanges;
      reason: string | null;
      /** Runs in the move's transaction (the seeker's notification: the outbox). */
      notify?: AfterMove;
    },
  ): Promise<void> {
    if (row.status !== from) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    const moved = await this.repository.transition(
      row.id,
      from,
      to,
      change.changes,
      {
        actor: actor.actor,
        actorAccountId: actor.accountId,
        reason: change.reason,
        at: this.now().toISOString(),
      },
      change.notify,
    );
    if (!moved) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    await this.notifications?.().relayQuietly();
  }

  private async cvOf(row: ConsoleMatchRow): Promise<ConsoleMatchDetail['cv']> {
    if (!row.cv_uid) return null;
    const file = await this.cvs()
      .get(row.account_id, row.cv_uid)
      .catch(() => null);
    return file ? { cvName: file.cvName, uploadFileName: file.uploadFileName } : null;
  }
}
