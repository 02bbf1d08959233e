import {
  JOB_MATCH_STATUS,
  LIMITS,
  REJECT_REASONS,
  type ReplyEmployerRequest,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobMatchesRepository, JobMatchRow } from './jobmatches.repository.ts';
import type { AfterMove } from './jobmatches-shared.repository.ts';
import { EXPIRY_REASON, NO_RESULT_REASON, rejectReasonName } from './jobmatch-labels.ts';
import { effectiveStatus } from './jobmatch-status.ts';
import { writeExpiry, writeReply, type InterviewOutbox } from './jobmatch-notices.ts';

/** Matches the expiry and closing jobs persist per run. */
const EXPIRY_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moves of a seeker's match that change its status: the seeker's reply to an invitation,
 * and the scheduler's expiry of unanswered invitations and closing of unreported interviews,
 * each with its history row and notices.
 */
export class JobMatchMoves {
  constructor(
    private readonly repository: Pick<
      PublicMembers<JobMatchesRepository>,
      'transition' | 'overdueInvitationIds' | 'unreportedInterviewIds'
    >,
    private readonly clock: Clock,
    private readonly notifications?: () => InterviewOutbox,
  ) {}

  /**
   * Accepts (arranged) or rejects (rejected, with the reason) an invitation within its 10 days.
   * Past them the invitation is expired (persisted now) and the reply refused.
   */
  async reply(accountId: number, row: JobMatchRow, reply: ReplyEmployerRequest): Promise<void> {
    const now = this.clock.now();
    const at = now.toISOString();
    const status = effectiveStatus(row.status, row.reply_due_at, now);
    if (status === JOB_MATCH_STATUS.expired && row.status === JOB_MATCH_STATUS.invited) {
      if (await this.expire(row.id, at)) await this.notifications?.().relayQuietly();
      throw new AppError('BE_JOBMATCH_REPLY_EXPIRED');
    }
    if (status !== JOB_MATCH_STATUS.invited) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    const event = { actor: 'seeker' as const, actorAccountId: accountId, at };
    const notify: AfterMove | undefined = this.notifications
      ? (trx, match) => writeReply(this.notifications!(), trx, match, reply.accept)
      : undefined;
    const moved = reply.accept
      ? await this.repository.transition(
          row.id,
          JOB_MATCH_STATUS.invited,
          // The calendar entry the seeker holds becomes a confirmed one.
          { status: JOB_MATCH_STATUS.arranged, calendar_sequence: row.calendar_sequence + 1 },
          { ...event, reason: null },
          at,
          notify,
        )
      : await this.repository.transition(
          row.id,
          JOB_MATCH_STATUS.invited,
          {
            status: JOB_MATCH_STATUS.rejected,
            reject_reason_id: reply.rejectReasonId,
            reject_other:
              reply.rejectReasonId === REJECT_REASONS.other ? (reply.otherReason ?? null) : null,
          },
          {
            ...event,
            reason:
              reply.rejectReasonId === REJECT_REASONS.other
                ? (reply.otherReason ?? '')
                : rejectReasonName(reply.rejectReasonId, 'en', 'seeker'),
          },
          at,
          notify,
        );
    if (!moved) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    await this.notifications?.().relayQuietly();
  }

  private expire(id: number, at: string): Promise<boolean> {
    return this.repository.transition(
      id,
      JOB_MATCH_STATUS.invited,
      { status: JOB_MATCH_STATUS.expired },
      { actor: 'system', actorAccountId: null, reason: EXPIRY_REASON, at },
      undefined,
      this.notifications && ((trx, match) => writeExpiry(this.notifications!(), trx, match)),
    );
  }

  /** The scheduler's job: persists every invitation past its reply time as expired. */
  async expireOverdue(): Promise<number> {
    const at = this.clock.now().toISOString();
    let expired = 0;
    for (const id of await this.repository.overdueInvitationIds(at, EXPIRY_BATCH)) {
      if (await this.expire(id, at)) expired += 1;
    }
    if (expired > 0) await this.notifications?.().relayQuietly();
    return expired;
  }

  /**
   * The scheduler's job: closes as noResult every arranged interview more than 30 days past
   * whose result neither side recorded, with a system history row.
   */
  async closeUnreported(): Promise<number> {
    const now = this.clock.now();
    const at = now.toISOString();
    const before = new Date(now.getTime() - LIMITS.interviewResultDays * DAY_MS).toISOString();
    let closed = 0;
    for (const id of await this.repository.unreportedInterviewIds(before, EXPIRY_BATCH)) {
      const moved = await this.repository.transition(
        id,
        JOB_MATCH_STATUS.arranged,
        { status: JOB_MATCH_STATUS.noResult },
        { actor: 'system', actorAccountId: null, reason: NO_RESULT_REASON, at },
      );
      if (moved) closed += 1;
    }
    return closed;
  }
}
