import { LIMITS, leavesTimeToReply, replyDeadline, type InviteSeeker } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { seekerCapRefusal } from './jobmatch-booking.ts';
import { futureInstant, type ConsoleActor } from './jobmatch-console-actor.ts';
import { invitationNotices } from './jobmatch-notices.ts';
import type { JobMatchesConsoleRepository } from './jobmatches-console.repository.ts';

/**
 * Invitations from the console: an employer (or staff) invites a seeker whose resume is
 * published to interview for a valid vacancy.
 */
export class JobMatchInvitations {
  constructor(
    private readonly repository: Pick<PublicMembers<JobMatchesConsoleRepository>, 'invite'>,
    private readonly clock: Clock,
    private readonly profiles: () => Pick<ProfileService, 'publishedResume'>,
    private readonly offers: () => Pick<JobOfferListService, 'states'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  /**
   * Invites a seeker whose resume is published to interview for one of the employer's valid
   * vacancies (staff: any vacancy). The seeker's cap of active matches and the vacancy's own cap
   * hold as for a booking; one match per seeker and vacancy. The reply is due by the earlier of
   * 10 days and the end of the day before the interview (Macao), which must leave a day.
   */
  async invite(actor: ConsoleActor, body: InviteSeeker): Promise<{ jobMatchUid: string }> {
    const interviewAt = futureInstant(body.interviewAt, this.clock.now());
    const now = this.clock.now();
    if (!leavesTimeToReply(now, new Date(interviewAt))) {
      throw new AppError('BE_INTERVIEW_REPLY_TIME_TOO_SHORT');
    }
    await this.checkInvitable(body.seekerId);
    const state = (await this.offers().states([body.jobOfferId])).get(body.jobOfferId);
    if (state === undefined) throw new AppError('NOT_FOUND');
    if (state !== 'VALID') throw new AppError('BE_JOBOFFER_INVALID', [body.jobOfferId]);
    const outcome = await this.repository.invite({
      jobOfferId: body.jobOfferId,
      seekerId: body.seekerId,
      employerId: actor.employerId,
      interviewAt,
      location: body.location,
      contactPhone: body.contactPhone,
      remark: body.remark ?? '',
      replyDueAt: replyDeadline(now, new Date(interviewAt)).toISOString(),
      activeMax: LIMITS.activeInterviewRequestsPerSeeker,
      event: {
        actor: actor.actor,
        actorAccountId: actor.accountId,
        reason: body.remark || null,
        at: now.toISOString(),
      },
      notify: async (trx, match) => this.notifications?.().write(trx, invitationNotices(match)),
    });
    switch (outcome.kind) {
      case 'created':
        await this.notifications?.().relayQuietly();
        return { jobMatchUid: outcome.uid };
      case 'noVacancy':
        throw new AppError('BE_JOBOFFER_INVALID', [body.jobOfferId]);
      case 'alreadyInterviewed':
        throw new AppError('BE_ALREADY_INTERVIEW');
      case 'seekerCap':
        throw seekerCapRefusal('console');
      case 'vacancyCap':
        throw new AppError('BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT', [outcome.limit]);
    }
  }

  /**
   * A resident seeker's account with a published resume: an id that names no resident seeker
   * is NOT_FOUND, a seeker whose resume is hidden or missing BE_RESUME_NOT_PUBLISHED.
   */
  private async checkInvitable(seekerId: number): Promise<void> {
    const seeker = await this.accounts()
      .profile(seekerId)
      .catch(() => null);
    if (seeker === null || seeker.accountType !== 'personal' || !seeker.isResident) {
      throw new AppError('NOT_FOUND');
    }
    if (!(await this.profiles().publishedResume(seekerId))) {
      throw new AppError('BE_RESUME_NOT_PUBLISHED');
    }
  }
}
